import type { PromoCode } from '../src/payments/payment-config.ts';
import { startStripeStandIn } from '../src/payments/stripe-stand-in.ts';
import { startTestApp } from './app.ts';
import { testStripe } from './payments.ts';

/**
 * A fresh database and the app on it selling through Stripe Checkout ($4.99, `promoCodes` if
 * any), its SDK pointed at a local stand-in of Stripe's API (`stripe`, made with `standIn`), its
 * webhooks signed with `webhookSecret`.
 */
export async function startAppWithStripe(
  standIn: Parameters<typeof startStripeStandIn>[0],
  { webhookSecret, promoCodes = [] }: { webhookSecret?: string; promoCodes?: PromoCode[] } = {},
) {
  const stripe = await startStripeStandIn(standIn);
  const running = await startTestApp({
    payments: {
      price: { amountCents: 499, currency: 'usd', stripePriceId: undefined },
      promoCodes,
      stripe: testStripe({
        secretKey: standIn.secretKey,
        apiBase: stripe.url,
        ...(webhookSecret && { webhookSecret }),
      }),
    },
  });
  return {
    ...running,
    stripe,
    db: () => running.database.handle.db,
    async close() {
      await running.close();
      await stripe.close();
    },
  };
}
