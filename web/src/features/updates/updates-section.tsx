import { UPDATE_AUDIENCE_LABELS } from '@partyreel/shared/events/event-updates';
import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { shortDateTime } from '../../lib/date-formats.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { TitledSection } from '../../ui/titled-section.tsx';
import { toast } from '../../ui/toast.tsx';
import { UpdateForm } from './update-form.tsx';

interface UpdatesSectionProps {
  eventId: string;
  locked: boolean;
  onLocked: () => void;
}

/**
 * 'Updates to guests' on the event page (docs/product.md, Updates to guests): write one to an
 * audience, and the ones sent, newest first, each with whom it went to and how many it e-mailed.
 */
export function UpdatesSection({ eventId, locked, onLocked }: UpdatesSectionProps) {
  const trpc = useTRPC();
  const updates = useQuery(trpc.updates.list.queryOptions({ eventId }));

  return (
    <TitledSection
      title={messages.updates.title}
      className="space-y-5 rounded-[1.75rem] bg-white p-5 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8"
      headingClassName="font-display text-2xl font-semibold text-ink"
    >
      <UpdateForm
        eventId={eventId}
        locked={locked}
        onLocked={onLocked}
        onSent={(update) => toast.success(messages.updates.sent(update.emailed))}
      />
      {updates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messages.updates.loadFailed}
        </p>
      ) : updates.data === undefined ? (
        <Spinner />
      ) : updates.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{messages.updates.none}</p>
      ) : (
        <ul aria-label="Updates sent" className="space-y-3">
          {updates.data.map((update) => (
            <li
              key={update.id}
              className="rounded-2xl bg-violet-50/70 px-4 py-3 ring-1 ring-violet-100"
            >
              <p className="text-sm font-semibold text-ink-soft">
                To {UPDATE_AUDIENCE_LABELS[update.audience]} ·{' '}
                {shortDateTime().format(new Date(update.postedAt))} · e-mailed to {update.emailed}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-ink">{update.body}</p>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
