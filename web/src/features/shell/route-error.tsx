import { messages } from '@partyreel/shared/messages';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';

/** A page that failed to load or render: say so kindly and offer to try again. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section role="alert" className="mx-auto w-full max-w-xl px-5 py-20 text-center">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Oops, the party hit a snag</h1>
      <p className="mt-3 text-lg text-ink-soft">{messages.generic.somethingWentWrong}</p>
      <button
        type="button"
        onClick={() => {
          reset();
          // Runs the loaders again, for the failures that came from loading data.
          void router.invalidate();
        }}
        className="bg-party mt-8 rounded-full px-7 py-3 font-display text-lg font-semibold text-white shadow-lg shadow-fuchsia-500/30 hover:brightness-110"
      >
        Try again
      </button>
    </section>
  );
}
