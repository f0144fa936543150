import { messages } from '@partyreel/shared/messages';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';

interface TemplatesErrorProps {
  retry: () => void;
  retrying: boolean;
}

/** The templates did not load: the catalogue's message and a way to try again. */
export function TemplatesError({ retry, retrying }: TemplatesErrorProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-violet-100">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-3xl bg-rose-100 font-display text-2xl font-semibold text-rose-600"
      >
        !
      </span>
      <p role="alert" className="mt-4 font-display text-xl font-semibold text-ink">
        {messages.templates.loadFailed}
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
