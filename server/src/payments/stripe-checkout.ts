import Stripe from 'stripe';
import type { CheckoutProvider, PromotionLookup } from './checkout-provider.ts';
import type { PaymentConfig } from './payment-config.ts';

type StripeSettings = NonNullable<PaymentConfig['stripe']>;

/** A Stripe client; `apiBase` (tests only) points it at a local stand-in. */
export function stripeClient({
  secretKey,
  apiBase,
}: Pick<StripeSettings, 'secretKey' | 'apiBase'>) {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** How long a Stripe Price read from the API is trusted before it is read again. */
const PRICE_TTL_MS = 5 * 60_000;

/** A refund is made while the webhook waits: it must answer well within Stripe's own timeout. */
const REFUND_REQUEST = { timeout: 8_000, maxNetworkRetries: 1 } as const;

/**
 * The active Stripe promotion code by that code, if it can still be redeemed. A code that Stripe
 * does not have (never created, or deactivated) or whose date has passed is 'expired' to the host;
 * one at Stripe's own redemption limit is 'used-up'.
 */
async function findStripePromotion(client: Stripe, code: string): Promise<PromotionLookup> {
  const { data } = await client.promotionCodes.list({ code, active: true, limit: 1 });
  const found = data[0];
  if (!found || found.code.toUpperCase() !== code.toUpperCase()) return { refused: 'expired' };
  if (found.expires_at !== null && found.expires_at * 1000 <= Date.now())
    return { refused: 'expired' };
  if (found.max_redemptions !== null && found.times_redeemed >= found.max_redemptions)
    return { refused: 'used-up' };
  return { providerId: found.id };
}

/**
 * Stripe Checkout: one Checkout Session in payment mode per attempt, one line item (the configured
 * Stripe Price, or the configured amount), an explicit expiry, the host's promo code passed as a
 * discount (never `allow_promotion_codes`: only our codes apply, docs/decisions/034), and the event
 * named in client_reference_id and metadata. Payment is confirmed only by the signed webhook.
 */
export function createStripeCheckout(
  stripe: StripeSettings,
  price: PaymentConfig['price'],
): CheckoutProvider {
  const client = stripeClient(stripe);
  let cached: { at: number; value: { amountCents: number; currency: string } } | undefined;

  async function readPrice() {
    if (!price.stripePriceId) return { amountCents: price.amountCents, currency: price.currency };
    if (cached && Date.now() - cached.at < PRICE_TTL_MS) return cached.value;
    const found = await client.prices.retrieve(price.stripePriceId);
    if (found.unit_amount === null)
      throw new Error(`Stripe price ${price.stripePriceId} has no fixed unit amount`);
    cached = {
      at: Date.now(),
      value: { amountCents: found.unit_amount, currency: found.currency },
    };
    return cached.value;
  }

  return {
    name: 'stripe',
    webhookSecret: stripe.webhookSecret,
    price: readPrice,
    findPromotion: (code) => findStripePromotion(client, code),
    async createSession(request) {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = price.stripePriceId
        ? { price: price.stripePriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: {
                name: 'Unlock invitation sending',
                description: `Send "${request.eventTitle}" to up to 200 guests by e-mail or link.`,
              },
            },
          };
      const metadata = { eventId: request.eventId, paymentId: request.paymentId };
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [lineItem],
          ...(request.promotion && {
            discounts: [{ promotion_code: request.promotion.providerId }],
          }),
          client_reference_id: request.eventId,
          metadata,
          payment_intent_data: { metadata },
          ...(request.customerEmail && { customer_email: request.customerEmail }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      return { id: session.id, url: session.url };
    },
    async expireSession(sessionId) {
      await client.checkout.sessions.expire(sessionId);
    },
    async refund({ paymentId, paymentIntent }) {
      const refund = await client.refunds.create(
        { payment_intent: paymentIntent, reason: 'duplicate', metadata: { paymentId } },
        { idempotencyKey: `refund-${paymentId}`, ...REFUND_REQUEST },
      );
      return refund.id;
    },
  };
}
