import { messages } from '@partyreel/shared/messages';
import { useState } from 'react';
import { Spinner } from '../../ui/spinner.tsx';

export interface CreateEventButtonProps {
  /** Starts an anonymous session (or keeps the current one) and moves on to event creation. */
  startEvent: () => Promise<void>;
}

/**
 * 'Create New Event' (SPEC.md §2): no account needed to start. When the anonymous session cannot be
 * started, a banner says so until it is dismissed or the next try.
 */
export function CreateEventButton({ startEvent }: CreateEventButtonProps) {
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start() {
    if (starting) return;
    setFailed(false);
    setStarting(true);
    try {
      await startEvent();
    } catch {
      setFailed(true);
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={start}
        aria-busy={starting}
        className="inline-flex min-h-14 items-center justify-center gap-2 rounded-full bg-white/15 px-8 font-display text-xl font-semibold text-white ring-2 ring-white/80 backdrop-blur transition focus-visible:outline-white hover:-translate-y-0.5 hover:bg-white/25 aria-busy:cursor-wait"
      >
        {starting ? <Spinner /> : null}
        Create New Event
      </button>
      {failed ? (
        <div
          role="alert"
          className="animate-pop-in flex items-start gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-rose-700 shadow-xl shadow-violet-950/25"
        >
          <p className="flex-1">{messages.landing.anonymousStartFailed}</p>
          <button
            type="button"
            onClick={() => setFailed(false)}
            aria-label="Dismiss"
            className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-rose-700 hover:bg-rose-50"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
