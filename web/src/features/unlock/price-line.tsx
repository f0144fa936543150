import { messages } from '@partyreel/shared/messages';
import { formatPrice } from './unlock-price.ts';
import { useUnlockPrice } from './use-unlock-price.ts';

/**
 * What PartyReel costs, said where a host starts (the landing page, the template pages and the
 * wizard's first step) rather than first at the unlock offer: free to make, one price per event to
 * send, as the server publishes it. Holds its line's height while the price loads.
 */
export function PriceLine({ className = '' }: { className?: string }) {
  const price = useUnlockPrice();
  const text = price.data
    ? messages.unlock.priceLine(formatPrice(price.data.amountCents, price.data.currency))
    : price.isPending
      ? null
      : messages.unlock.priceLineUnknown;
  return (
    <p className={`min-h-[1.5em] ${className}`} data-testid="price-line">
      {text ?? <span className="sr-only">Loading the price…</span>}
    </p>
  );
}
