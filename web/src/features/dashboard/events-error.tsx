import { messages } from '@partyreel/shared/messages';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** The events did not load: the catalogue's message and a way to try again. */
export function EventsError({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center sm:py-16">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-3xl bg-rose-100 font-display text-3xl font-semibold text-rose-600"
      >
        !
      </span>
      <p role="alert" className="mt-4 font-display text-xl font-semibold text-ink">
        {messages.events.loadFailed}
      </p>
      <button
        type="button"
        onClick={retry}
        disabled={retrying}
        aria-busy={retrying}
        className={`${buttonStyles.secondary} mt-6`}
      >
        {retrying ? <Spinner /> : null}
        Try Again
      </button>
    </div>
  );
}
