import { randomBytes } from 'node:crypto';
import type { CheckoutProvider } from './checkout-provider.ts';
import type { PaymentConfig } from './payment-config.ts';

/** Dev checkout session ids look like Stripe's and cannot be guessed. */
export const DEV_SESSION_PREFIX = 'cs_dev_';

/**
 * The dev checkout (docs/architecture.md, Outside services), used when no Stripe key is set and
 * never in production: its sessions are pages of our own (/dev/checkout/{id}), and Pay there
 * delivers a webhook signed with this process's secret, exactly as Stripe signs, to the same route
 * Stripe would call. Its state is our payments row: a session expires when checkout.ts marks the
 * row expired (or its time is up), every configured code exists, and a refund is only an id
 * recorded with the payment.
 */
export function createDevCheckout(price: PaymentConfig['price']): CheckoutProvider {
  return {
    name: 'dev',
    webhookSecret: `whsec_dev_${randomBytes(24).toString('base64url')}`,
    price: async () => ({ amountCents: price.amountCents, currency: price.currency }),
    findPromotion: async (code) => ({ providerId: `promo_dev_${code}` }),
    async createSession(_request, appOrigin) {
      const id = `${DEV_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      return { id, url: `${appOrigin}/dev/checkout/${id}` };
    },
    // The page reads the payments row, which the caller marks expired.
    expireSession: async () => {},
    refund: async () => `re_dev_${randomBytes(12).toString('base64url')}`,
  };
}
