import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';

/**
 * The `payment` a checkout comes back with (SPEC.md §4): 'success' or 'cancelled'; anything else is
 * dropped, so a mangled address simply shows the page.
 */
export function readPaymentReturn(value: unknown): PaymentReturn | undefined {
  return value === 'success' || value === 'cancelled' ? value : undefined;
}
