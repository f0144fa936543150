import { formatPrice, promoLine } from './unlock-price.ts';
import { useUnlockPrice } from './use-unlock-price.ts';

/**
 * The one-time price as the server publishes it, with the promo code marketing mentions when there
 * is one. A quiet placeholder holds its place while it loads; if it cannot be read, checkout still
 * shows the price.
 */
export function UnlockPriceTag() {
  const price = useUnlockPrice();
  if (price.isPending) {
    return (
      <p className="flex items-center justify-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block h-10 w-28 animate-pulse rounded-xl bg-violet-100 motion-reduce:animate-none"
        />
        <span className="sr-only">Loading the price…</span>
      </p>
    );
  }
  if (!price.data) {
    return (
      <p className="text-center text-ink-soft">One time, for this event: price at checkout.</p>
    );
  }
  const { amountCents, currency, promo } = price.data;
  return (
    <div className="text-center">
      <p>
        <span className="font-display text-4xl font-semibold text-party-plum">
          {formatPrice(amountCents, currency)}
        </span>
        <span className="ml-2 text-ink-soft">one time, for this event</span>
      </p>
      {promo ? (
        <p className="mt-1 text-sm font-semibold text-ink-soft">{promoLine(promo)}</p>
      ) : null}
    </div>
  );
}
