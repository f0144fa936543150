import type { PriceView } from '@partyreel/shared/payments/payment-input';

/**
 * The price as the server publishes it (payments.price: one configured price, docs/architecture.md,
 * Where we differ from the product description), in the server's currency: (499, 'usd') → '$4.99'.
 * The amount is in the currency's smallest unit, so a currency without cents (yen) is not divided
 * by 100. An unknown code shows the bare amount.
 */
export function formatPrice(amountCents: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountCents / 10 ** digits);
  } catch {
    return `${amountCents} ${currency.toUpperCase()}`;
  }
}

/**
 * The line under the price naming the code marketing mentions (docs/product.md, What PartyReel is:
 * 80% off).
 */
export function promoLine(promo: NonNullable<PriceView['promo']>): string {
  return `Have a promo code? ${promo.code} takes ${promo.percentOff}% off at checkout.`;
}
