import {
  type CheckoutOrigin,
  type PaymentReturn,
  SEND_STEP,
} from '@partyreel/shared/payments/payment-input';

/**
 * Where a checkout comes back to (docs/product.md, Paying): the event page, or the wizard's send
 * step it started from, with payment=success or payment=cancelled. Built by the server from the
 * app's own origin, never from an address the client sends.
 */
export function checkoutReturnUrl(
  appOrigin: string,
  eventId: string,
  from: CheckoutOrigin,
  payment: PaymentReturn,
): string {
  const url =
    from === 'event'
      ? new URL(`/event/${eventId}`, appOrigin)
      : new URL(`/${from}?eventId=${eventId}&step=${SEND_STEP[from]}`, appOrigin);
  url.searchParams.set('payment', payment);
  return url.toString();
}
