import type { CheckoutOrigin } from '@partyreel/shared/payments/payment-input';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
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
 * The promo code field and 'Unlock for $4.99' ('Checkout' until the price has loaded). The code is
 * typed here, before checkout: the hosted page takes none of its own (docs/decisions/034). The
 * button starts the hosted checkout and waits with a spinner until the browser has left. A refused
 * code is said under its field, which keeps what was typed and takes the focus; any other failure
 * shows the catalogue's message above the button.
 */
export function CheckoutButton({ eventId, from, go }: CheckoutButtonProps) {
  const price = useUnlockPrice();
  const checkout = useCheckout(eventId, from, go);
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const label = price.data
    ? `Unlock for ${formatPrice(price.data.amountCents, price.data.currency)}`
    : 'Checkout';

  useEffect(() => {
    if (checkout.promoError) codeField.current?.focus();
  }, [checkout.promoError]);

  return (
    // Not a <form>: the wizard's send step, which shows it too, is one already.
    <div className="flex flex-col gap-3">
      <TextField
        ref={codeField}
        label="Promo code (optional)"
        name="promoCode"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (checkout.promoError || checkout.error) checkout.clearErrors();
        }}
        onKeyDown={(event) => {
          // Enter sends the code, as a form would, without submitting a form around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!checkout.pending) checkout.start(code);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        readOnly={checkout.pending}
        error={checkout.promoError ?? undefined}
      />
      {checkout.error ? <FormMessage tone="error">{checkout.error}</FormMessage> : null}
      <button
        type="button"
        onClick={() => checkout.start(code)}
        data-initial-focus
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
