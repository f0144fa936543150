import type { CheckoutOrigin } from '@partyreel/shared/payments/payment-input';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatPrice } from './unlock-price.ts';
import { useCheckout } from './use-checkout.ts';
import { useUnlockPrice } from './use-unlock-price.ts';

export interface CheckoutButtonProps {
  /** The event the payment unlocks. */
  eventId: string;
  /** Where the host comes back to: the event page or the wizard it started from. */
  from: CheckoutOrigin;
  /** Goes to the checkout page; the browser's own navigation unless a test says otherwise. */
  go?: (url: string) => void;
}

/**
 * 'Unlock for $4.99' ('Checkout' until the price has loaded): starts the hosted checkout, waits with
 * a spinner until the browser has left, and shows SPEC.md §8's message above itself on a failure.
 */
export function CheckoutButton({ eventId, from, go }: CheckoutButtonProps) {
  const price = useUnlockPrice();
  const checkout = useCheckout(eventId, from, go);
  const label = price.data
    ? `Unlock for ${formatPrice(price.data.amountCents, price.data.currency)}`
    : 'Checkout';
  return (
    <div className="flex flex-col gap-3">
      {checkout.error ? <FormMessage tone="error">{checkout.error}</FormMessage> : null}
      <button
        type="button"
        onClick={checkout.start}
        disabled={checkout.pending}
        aria-busy={checkout.pending}
        className={`${buttonStyles.primary} w-full`}
      >
        {checkout.pending ? <Spinner /> : null}
        {label}
      </button>
    </div>
  );
}
