import type { LinkAnswerView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Trpc } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';

const answeredFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Accepted · 3 people · Nov 24, 2:05 PM' (a decline brings no one, so no head count). */
export function linkAnswerLabel(answer: LinkAnswerView): string {
  const when = answeredFormat.format(new Date(answer.answeredAt));
  if (answer.response === 'declined') return `Declined · ${when}`;
  const people = `${answer.peopleCount} ${answer.peopleCount === 1 ? 'person' : 'people'}`;
  return `Accepted · ${people} · ${when}`;
}

const discardButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-rose-600 px-6 font-display text-lg font-semibold text-white shadow-lg shadow-rose-500/30 transition hover:bg-rose-700 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-wait';

/**
 * 'Answers through the link': each answer given through the share link, newest first, with a
 * Discard button behind a confirmation (a forged or mistaken answer stops counting). The event page
 * reads the list again on each live notice (useEventCounts' onNotice).
 */
export function LinkAnswersList({ trpc, eventId }: { trpc: Trpc; eventId: string }) {
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
              <span className="text-sm text-ink">{linkAnswerLabel(answer)}</span>
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

/**
 * 'Discard this answer?': a native modal <dialog> (focus kept inside, Escape and the backdrop
 * cancel) that opens on Cancel, the safe choice, like Manage Guests' removal.
 */
function DiscardAnswerDialog({ answer, onCancel, onConfirm }: DiscardAnswerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const describedId = useId();
  const [busy, setBusy] = useState(false);
  const open = answer !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelButton.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function cancel() {
    if (!busy) onCancel();
  }

  async function confirm() {
    if (!answer || busy) return;
    setBusy(true);
    try {
      await onConfirm(answer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-pop-in motion-reduce:open:animate-none"
    >
      {answer ? (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="text-2xl font-semibold">
            {messages.linkAnswers.confirmTitle}
          </h2>
          <p className="mt-2 font-bold text-ink">{linkAnswerLabel(answer)}</p>
          <p id={describedId} className="mt-2 text-ink-soft">
            {messages.linkAnswers.confirmText}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              ref={cancelButton}
              type="button"
              onClick={cancel}
              disabled={busy}
              className={buttonStyles.secondary}
            >
              {messages.linkAnswers.cancel}
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
              className={discardButton}
            >
              {busy ? <Spinner /> : null}
              {messages.linkAnswers.discard}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
