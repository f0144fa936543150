import type { EventCounts } from '@partyreel/shared/events/event-view';
import { SHARE_CODE_LENGTH } from '@partyreel/shared/limits';
import { useId } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Icon } from '../../ui/icon.tsx';
import { StatGrid } from '../host-event/stat-grid.tsx';
import { useCopyLink } from '../host-event/use-copy-link.ts';
import { LinkAnswersList } from './link-answers-list.tsx';
import { QrCode } from './qr-code.tsx';

interface LinkSharingPanelProps {
  eventId: string;
  /** The full address of the shared link, {origin}/invite/{code}; null while locked. */
  url: string | null;
  title: string;
  counts: EventCounts;
  /** While distribution is locked every way of sharing opens the unlock modal instead. */
  onLocked: () => void;
}

/**
 * Link Sharing: the shared link with Copy, Share and a QR code, what it has brought so far, and
 * (once unlocked: a locked link takes no answers) each answer given through it.
 */
export function LinkSharingPanel({ eventId, url, title, counts, onLocked }: LinkSharingPanelProps) {
  const { copied, copy } = useCopyLink();
  const labelId = useId();
  const locked = url === null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // The server sends no code while the event is locked: its place is shown, not the code.
  const shown = url ?? `${window.location.origin}/invite/${'•'.repeat(SHARE_CODE_LENGTH)}`;

  async function share(link: string) {
    try {
      await navigator.share({ title, text: `You're invited: ${title}`, url: link });
    } catch {
      // Closing the share sheet is a choice, not a failure: nothing to say.
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <p className="font-bold text-ink" id={labelId}>
          Your invitation link
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <output
            aria-labelledby={labelId}
            className="min-h-12 min-w-0 flex-1 truncate rounded-2xl border-2 border-violet-100 bg-violet-50/60 px-4 py-2.5 font-mono text-sm text-ink-soft"
          >
            {shown}
          </output>
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => (locked ? onLocked() : void copy(url))}
              className={`${buttonStyles.primary} flex-1 sm:flex-none`}
            >
              {locked ? <LockIcon /> : null}
              {copied ? 'Copied!' : 'Copy'}
            </button>
            {canShare ? (
              <button
                type="button"
                onClick={() => (locked ? onLocked() : void share(url))}
                className={`${buttonStyles.secondary} flex-1 sm:flex-none`}
              >
                {locked ? <LockIcon /> : null}
                Share
              </button>
            ) : null}
          </div>
        </div>
      </div>

      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        {locked ? (
          <button
            type="button"
            onClick={onLocked}
            className="grid size-44 shrink-0 place-items-center rounded-2xl bg-violet-50 p-4 text-center text-sm font-bold text-ink-soft ring-2 ring-violet-200 ring-dashed hover:bg-violet-100"
          >
            <span className="flex flex-col items-center gap-2">
              <LockIcon />
              Unlock to show the QR code
            </span>
          </button>
        ) : (
          <div className="shrink-0 rounded-2xl p-1 ring-1 ring-violet-100">
            <QrCode value={url} label="QR code of your invitation link" />
          </div>
        )}
        <div className="w-full space-y-3">
          <p className="font-bold text-ink">Answers through this link</p>
          <StatGrid
            stats={[
              { label: 'Views', value: counts.link.views },
              { label: 'Accepted', value: counts.link.accepted, tone: 'accepted' },
              { label: 'Maybe', value: counts.link.maybe, tone: 'maybe' },
              { label: 'Declined', value: counts.link.declined, tone: 'declined' },
              { label: 'People', value: counts.link.people },
            ]}
          />
        </div>
      </div>
      {locked ? null : <LinkAnswersList eventId={eventId} />}
    </div>
  );
}

function LockIcon() {
  return (
    <Icon viewBox="0 0 20 20" className="size-4 shrink-0">
      <path d="M10 1.5a4.5 4.5 0 0 0-4.5 4.5v2H5a2 2 0 0 0-2 2v6.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5ZM7.5 8V6a2.5 2.5 0 0 1 5 0v2h-5Z" />
    </Icon>
  );
}
