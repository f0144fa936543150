import type { ReactNode } from 'react';
import { BusyButton } from './busy-button.tsx';
import { buttonStyles } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

/**
 * Something still loading: screen readers hear `label` once; the eye sees `placeholder` (skeleton
 * rows or cards in the shape of what is coming) or, without one, a spinner.
 */
export function Loading({
  label,
  placeholder,
  className,
}: {
  label: string;
  placeholder?: ReactNode;
  className?: string;
}) {
  if (!placeholder) {
    return (
      <div role="status" className={`grid place-items-center text-party-plum ${className ?? ''}`}>
        <Spinner className="size-10" />
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {placeholder}
    </div>
  );
}

/** Placeholder rows for a list on its way. */
export function PlaceholderRows({ rows = 3 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <div
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
      key={row}
      aria-hidden="true"
      className="h-14 animate-pulse rounded-2xl bg-violet-100/70 motion-reduce:animate-none"
    />
  ));
}

/**
 * Placeholder cards for a grid on its way: each a picture's 16:10 frame over `body`, the lines of
 * text in the shape of the cards coming. `list` draws the grid as a list, as its cards will be.
 */
export function PlaceholderCards({
  count,
  list = false,
  className,
  rounded,
  body,
}: {
  count: number;
  list?: boolean;
  /** The grid's classes. */
  className: string;
  /** Each card's corners. */
  rounded: string;
  body: ReactNode;
}) {
  const Grid = list ? 'ul' : 'div';
  const Card = list ? 'li' : 'div';
  return (
    <Grid aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, card) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          key={card}
          className={`overflow-hidden ${rounded} bg-white ring-1 ring-violet-100`}
        >
          <div className="aspect-[16/10] animate-pulse bg-violet-100/70 motion-reduce:animate-none" />
          {body}
        </Card>
      ))}
    </Grid>
  );
}

/**
 * Something did not load: the catalogue's message and Try Again. `compact` sits inside a panel
 * (a rose box and a small button); otherwise it is the body of a card, with a "!" badge.
 */
export function LoadFailed({
  message,
  retry,
  retrying,
  compact = false,
  className = '',
}: {
  message: string;
  retry: () => void;
  retrying: boolean;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center text-center ${compact ? 'rounded-2xl bg-rose-50/60 px-4 py-8' : ''} ${className}`}
    >
      {compact ? null : (
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-3xl bg-rose-100 font-display text-2xl font-semibold text-rose-600"
        >
          !
        </span>
      )}
      <p
        role="alert"
        className={
          compact
            ? 'font-semibold text-rose-700'
            : 'mt-4 font-display text-xl font-semibold text-ink'
        }
      >
        {message}
      </p>
      <BusyButton
        busy={retrying}
        onClick={retry}
        className={
          compact ? `${buttonStyles.secondarySmall} mt-4` : `${buttonStyles.secondary} mt-6`
        }
        spinnerClassName={compact ? 'size-4' : undefined}
      >
        Try Again
      </BusyButton>
    </div>
  );
}
