import { messages } from '@partyreel/shared/messages';
import type { CheckoutOrigin } from '@partyreel/shared/payments/payment-input';
import { readPromoCode } from '@partyreel/shared/payments/promo-code';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { checkoutErrorMessage, isPromoRefusal } from './checkout-error.ts';

export interface Checkout {
  /** Asks the server for a hosted checkout of the event with the typed promo code, then goes there. */
  start: (promoCode: string) => void;
  /** From the click until the browser has left for the checkout page. */
  pending: boolean;
  /** The catalogue's checkout message for the last attempt, or null. */
  error: string | null;
  /** Why the typed promo code was refused (unknown, used up, expired), or null. */
  promoError: string | null;
  /** Forgets the last attempt's messages (the host is changing the code). */
  clearErrors: () => void;
}

/**
 * The browser leaves the app for the provider's hosted page (docs/product.md: redirected to url).
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Starts checkout for one event (payments.createCheckout). `from` tells the server where the host
 * comes back to: the event page or the wizard's send step. A promo code is checked by the server
 * before the hosted page (docs/decisions/034); its refusal is the code's own message. The spinner
 * stays on while the browser leaves; a page restored by Back (the back-forward cache) is usable
 * again.
 */
export function useCheckout(
  eventId: string,
  from: CheckoutOrigin,
  go: (url: string) => void = goToCheckout,
): Checkout {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.payments.createCheckout.mutationOptions());
  const [leaving, setLeaving] = useState(false);
  const [noUrl, setNoUrl] = useState(false);
  const [invalidCode, setInvalidCode] = useState<string | null>(null);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const { mutate, reset } = mutation;
  const start = useCallback(
    (typed: string) => {
      setNoUrl(false);
      // The server's own reading: trimmed, upper-cased, empty is none.
      const reading = readPromoCode(typed);
      if (!reading.ok) {
        reset();
        return setInvalidCode(reading.message);
      }
      setInvalidCode(null);
      const promoCode = reading.code;
      // Per-call callbacks: a host who closed the offer meanwhile is not sent away.
      mutate(
        { eventId, from, ...(promoCode && { promoCode }) },
        {
          onSuccess: ({ url }) => {
            if (!url) return setNoUrl(true);
            setLeaving(true);
            go(url);
          },
        },
      );
    },
    [mutate, reset, eventId, from, go],
  );

  const clearErrors = useCallback(() => {
    setInvalidCode(null);
    setNoUrl(false);
    reset();
  }, [reset]);

  const failed = mutation.isError ? checkoutErrorMessage(mutation.error) : null;
  const promoError = invalidCode ?? (failed && isPromoRefusal(failed) ? failed : null);
  const error = noUrl ? messages.checkout.noUrl : failed && !promoError ? failed : null;
  return { start, pending: mutation.isPending || leaving, error, promoError, clearErrors };
}
