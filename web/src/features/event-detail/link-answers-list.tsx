import type { LinkAnswerView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { shortDateTime } from '../../lib/date-formats.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.tsx';

/**
 * 'Ana · Accepted · 3 people · Nov 24, 2:05 PM', 'Ben · Maybe · 1 person · …' (a decline brings no
 * one): the name the guest gave first.
 */
export function linkAnswerLabel(answer: LinkAnswerView): string {
  const when = shortDateTime().format(new Date(answer.answeredAt));
  if (answer.response === 'declined') return `${answer.name} · Declined · ${when}`;
  const people = `${answer.peopleCount} ${answer.peopleCount === 1 ? 'person' : 'people'}`;
  const said = answer.response === 'accepted' ? 'Accepted' : 'Maybe';
  return `${answer.name} · ${said} · ${people} · ${when}`;
}

/**
 * 'Answers through the link': each answer given through the share link, newest first, with a
 * Discard button behind a confirmation (a forged or mistaken answer stops counting). The event page
 * reads the list again on each live notice (useEventCounts' onNotice).
 */
export function LinkAnswersList({ eventId }: { eventId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const answers = useQuery(trpc.events.linkAnswers.queryOptions({ eventId }));
  const discard = useMutation(trpc.events.discardLinkAnswer.mutationOptions());
  const [confirming, setConfirming] = useState<LinkAnswerView | null>(null);
  const headingId = useId();

  async function confirmDiscard(answer: LinkAnswerView) {
    try {
      await discard.mutateAsync({ eventId, answerId: answer.id });
      toast.success(messages.linkAnswers.discarded);
    } catch {
      toast.error(messages.linkAnswers.discardFailed);
    } finally {
      setConfirming(null);
      // The counts follow through the live notice; the list is read again at once.
      void queryClient.invalidateQueries({
        queryKey: trpc.events.linkAnswers.queryKey({ eventId }),
      });
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-bold text-ink">
        {messages.linkAnswers.title}
      </h3>
      {answers.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messages.linkAnswers.loadFailed}
        </p>
      ) : answers.data === undefined ? (
        <Spinner />
      ) : answers.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{messages.linkAnswers.none}</p>
      ) : (
        <ul className="divide-y divide-violet-100 rounded-2xl ring-1 ring-violet-100">
          {answers.data.map((answer) => (
            <li key={answer.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="min-w-0 text-sm text-ink">
                {linkAnswerLabel(answer)}
                {answer.note ? (
                  <span className="block whitespace-pre-line break-words text-ink-soft">
                    “{answer.note}”
                  </span>
                ) : null}
              </span>
              <button
                type="button"
                onClick={() => setConfirming(answer)}
                aria-label={`${messages.linkAnswers.discard} ${linkAnswerLabel(answer)}`}
                className={buttonStyles.secondarySmall}
              >
                {messages.linkAnswers.discard}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DiscardAnswerDialog
        answer={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDiscard}
      />
    </section>
  );
}

interface DiscardAnswerDialogProps {
  /** The answer to confirm; `null` keeps the dialog closed. */
  answer: LinkAnswerView | null;
  onCancel: () => void;
  onConfirm: (answer: LinkAnswerView) => Promise<void>;
}

/** 'Discard this answer?', showing the answer itself. */
function DiscardAnswerDialog({ answer, onCancel, onConfirm }: DiscardAnswerDialogProps) {
  return (
    <ConfirmDialog
      open={answer !== null}
      title={messages.linkAnswers.confirmTitle}
      detail={answer ? linkAnswerLabel(answer) : null}
      description={messages.linkAnswers.confirmText}
      confirmLabel={messages.linkAnswers.discard}
      onCancel={onCancel}
      onConfirm={async () => {
        if (answer) await onConfirm(answer);
      }}
    />
  );
}
