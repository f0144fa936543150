import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { VerifyToSend } from '../auth/verify-to-send.tsx';
import { useCopyLink } from '../host-event/use-copy-link.ts';
import { ReminderSettings } from './reminder-settings.tsx';
import { SendOptions } from './send-options.tsx';

export interface SendShareTabProps {
  event: EventView;
  counts: EventCounts;
  onLocked: () => void;
}

/**
 * Send & Share (docs/product.md, Manage Guests): SEND INVITATIONS (all, new, poke), COPY INVITATION
 * LINK, and the automatic reminders. Sending, the link and reminders are what unlocking gives:
 * while locked they offer the unlock.
 */
export function SendShareTab({ event, counts, onLocked }: SendShareTabProps) {
  const trpc = useTRPC();
  // The same query as the Guest List's first view: its reach says whom each send would reach.
  const list = useQuery(trpc.guests.list.queryOptions({ eventId: event.id, filter: 'all' }));
  const { copied, copy } = useCopyLink();
  const locked = !counts.unlocked;
  // The share code arrives live with the unlock (the server hands it out only once paid for).
  const code = locked ? null : counts.link.code;

  return (
    <div className="space-y-8">
      <Section title="Send invitations">
        {locked ? null : <VerifyToSend />}
        <SendOptions
          eventId={event.id}
          reach={list.data?.reach}
          locked={locked}
          onLocked={onLocked}
        />
      </Section>
      <Section title="Share the link">
        <button
          type="button"
          onClick={() =>
            code ? void copy(`${window.location.origin}/invite/${code}`) : onLocked()
          }
          className={`${buttonStyles.primary} w-full uppercase tracking-wide sm:w-auto`}
        >
          {copied ? 'Copied!' : 'Copy Invitation Link'}
        </button>
      </Section>
      <Section title="Automatic reminders">
        <ReminderSettings event={event} locked={locked} onLocked={onLocked} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
