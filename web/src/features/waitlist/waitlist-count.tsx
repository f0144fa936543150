import { waitlistCountLabel } from './waitlist-count-label.ts';

/**
 * The live "N people are waiting" line; a screen reader hears each new count politely. It carries
 * its test id only once a real count has arrived, so a test never reads the placeholder as a number.
 */
export function WaitlistCount({ count }: { count: number | undefined }) {
  return (
    <p
      data-testid={count === undefined ? undefined : 'waitlist-count'}
      role="status"
      aria-busy={count === undefined}
      className="flex items-center justify-center gap-2 font-semibold text-ink-soft"
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
        <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
      </span>
      {waitlistCountLabel(count)}
    </p>
  );
}
