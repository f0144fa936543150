import { payments } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp, startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { testStripe } from '../../test/payments.ts';
import type { AppConfig } from '../env.ts';
import { startStripeStandIn, stripeError } from './stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_stand_in';

let running: Awaited<ReturnType<typeof startTestApp>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let failNext: 'error' | 'no-url' | undefined;
beforeAll(async () => {
  stripe = await startStripeStandIn({
    secretKey: SECRET_KEY,
    prices: { price_party: { unit_amount: 2899, currency: 'usd' } },
    answer: () => {
      const kind = failNext;
      failNext = undefined;
      if (kind === 'error') return stripeError(400, 'invalid_request_error', 'Bad currency');
      if (kind === 'no-url')
        return {
          status: 200,
          body: { id: 'cs_test_nourl', object: 'checkout.session', url: null },
        };
      return undefined;
    },
  });
  running = await startTestApp();
});
afterAll(async () => {
  await running.close();
  await stripe.close();
});
const db = () => running.database.handle.db;

/** The real app with Stripe Checkout, its SDK pointed at the stand-in. */
async function withStripe<T>(
  price: AppConfig['payments']['price'],
  use: (app: RunningApp) => Promise<T>,
) {
  const app = await startApp(running.database.handle, {
    payments: {
      price,
      promoCodes: [{ code: 'PARTY80', percentOff: 80, limit: 500 }],
      stripe: testStripe({ secretKey: SECRET_KEY, apiBase: stripe.url }),
    },
  });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

const configured = { amountCents: 499, currency: 'usd', stripePriceId: undefined };

describe('Stripe Checkout through the real SDK', () => {
  it('creates a payment-mode session with one line item, an expiry and the event named', async () =>
    withStripe(configured, async (app) => {
      const { host, event } = await hostedEvent(db(), app.url, {
        unlockedAt: null,
        title: 'Ana turns 7',
      });
      const before = stripe.requests.length;
      const checkout = await host.browser.client.payments.createCheckout.mutate({
        eventId: event.id,
      });
      const [request] = stripe.requests.slice(before);
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/checkout/sessions');
      const [payment] = await db()
        .select()
        .from(payments)
        .where(eq(payments.checkoutSessionId, checkout.sessionId));
      expect(request?.params).toMatchObject({
        mode: 'payment',
        client_reference_id: event.id,
        'metadata[eventId]': event.id,
        'metadata[paymentId]': payment?.id,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '499',
        success_url: `${app.url}/event/${event.id}?payment=success`,
        cancel_url: `${app.url}/event/${event.id}?payment=cancelled`,
      });
      expect(request?.params['line_items[0][price_data][product_data][description]']).toContain(
        'Ana turns 7',
      );
      expect(request?.params.customer_email).toMatch(/@example\.com$/);
      // Stripe's page takes no codes of its own: no code typed, no discount.
      expect(request?.params.allow_promotion_codes).toBeUndefined();
      expect(request?.params['discounts[0][promotion_code]']).toBeUndefined();
      // An explicit end, 35 minutes out (Stripe's least is 30), the one we record.
      const expiresAt = Number(request?.params.expires_at) * 1000;
      expect(expiresAt - Date.now()).toBeGreaterThan(34 * 60_000);
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(35 * 60_000);
      expect(Math.floor((payment?.expiresAt?.getTime() ?? 0) / 1000)).toBe(expiresAt / 1000);
      expect(request?.headers['idempotency-key']).toBe(`checkout-${payment?.id}`);
      expect(checkout.url).toBe(`https://checkout.stripe.test/c/pay/${checkout.sessionId}`);
      expect(payment).toMatchObject({ status: 'open', amountCents: 499, currency: 'usd' });
    }));

  it('charges a configured Stripe Price and publishes its amount', async () =>
    withStripe({ ...configured, stripePriceId: 'price_party' }, async (app) => {
      expect(await app.http.payments.price.query()).toMatchObject({
        amountCents: 2899,
        currency: 'usd',
      });
      const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
      const before = stripe.requests.length;
      await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
      const sessionRequest = stripe.requests
        .slice(before)
        .find((r) => r.path === '/v1/checkout/sessions');
      expect(sessionRequest?.params).toMatchObject({
        'line_items[0][price]': 'price_party',
        'line_items[0][quantity]': '1',
      });
      expect(sessionRequest?.params['line_items[0][price_data][unit_amount]']).toBeUndefined();
      const [payment] = await db().select().from(payments).where(eq(payments.eventId, event.id));
      expect(payment?.amountCents).toBe(2899);
    }));

  it('says the catalogue’s texts when Stripe refuses or answers without a url, and records nothing', async () =>
    withStripe(configured, async (app) => {
      const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
      failNext = 'error';
      const refused = await failure(
        host.browser.client.payments.createCheckout.mutate({ eventId: event.id }),
      );
      expect(refused.message).toBe(messages.checkout.failed);
      expect(refused.data?.code).toBe('BAD_GATEWAY');
      failNext = 'no-url';
      const noUrl = await failure(
        host.browser.client.payments.createCheckout.mutate({ eventId: event.id }),
      );
      expect(noUrl.message).toBe(messages.checkout.noUrl);
      expect(await db().select().from(payments).where(eq(payments.eventId, event.id))).toEqual([]);
    }));

  it('has no dev checkout', async () =>
    withStripe(configured, async (app) => {
      const res = await fetch(`${app.url}/dev/checkout/cs_dev_aaaaaaaaaaaaaaaaaaaaaaaa`);
      expect(res.status).toBe(404);
    }));
});
