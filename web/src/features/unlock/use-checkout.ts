import { messages } from '@partyreel/shared/messages';
import type { CheckoutOrigin } from '@partyreel/shared/payments/payment-input';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { checkoutErrorMessage } from './checkout-error.ts';

export interface Checkout {
  /** Asks the server for a hosted checkout of the event, then goes there. */
  start: () => void;
  /** From the click until the browser has left for the checkout page. */
  pending: boolean;
  /** SPEC.md §8's checkout message for the last attempt, or null. */
  error: string | null;
}

/** The browser leaves the app for the provider's hosted page (SPEC.md §7: redirected to url). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Starts checkout for one event (payments.createCheckout). `from` tells the server where the host
 * comes back to: the event page or the wizard's send step. The spinner stays on while the browser
 * leaves; a page restored by Back (the back-forward cache) is usable again.
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

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const { mutate } = mutation;
  const start = useCallback(() => {
    setNoUrl(false);
    // Per-call callbacks: a host who closed the offer meanwhile is not sent away.
    mutate(
      { eventId, from },
      {
        onSuccess: ({ url }) => {
          if (!url) return setNoUrl(true);
          setLeaving(true);
          go(url);
        },
      },
    );
  }, [mutate, eventId, from, go]);

  const error = noUrl
    ? messages.checkout.noUrl
    : mutation.isError
      ? checkoutErrorMessage(mutation.error)
      : null;
  return { start, pending: mutation.isPending || leaving, error };
}
