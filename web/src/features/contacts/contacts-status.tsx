import { messages } from '@partyreel/shared/messages';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** Placeholder rows while the contacts load; screen readers hear one "Loading your contacts". */
export function ContactsLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Loading your contacts…</span>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="h-14 animate-pulse rounded-2xl bg-violet-100/70 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/** The contacts did not load: the catalogue's message and a way to try again. */
export function ContactsError({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-rose-50/60 px-4 py-8 text-center">
      <p role="alert" className="font-semibold text-rose-700">
        {messages.contacts.loadFailed}
      </p>
      <button
        type="button"
        onClick={retry}
        disabled={retrying}
        aria-busy={retrying}
        className={`${buttonStyles.secondarySmall} mt-4`}
      >
        {retrying ? <Spinner className="size-4" /> : null}
        Try Again
      </button>
    </div>
  );
}
