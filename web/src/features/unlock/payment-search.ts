import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';

/**
 * The `payment` a checkout comes back with (docs/product.md, Paying): 'success' or 'cancelled';
 * anything else is dropped, so a mangled address simply shows the page.
 */
export function readPaymentReturn(value: unknown): PaymentReturn | undefined {
  return value === 'success' || value === 'cancelled' ? value : undefined;
}
