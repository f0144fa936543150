import { payments } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { paymentRows } from '../../test/readings.ts';
import { startAppWithStripe } from '../../test/stripe.ts';
import { CHECKOUT_REUSE_MIN_LEFT_MS } from './open-checkouts.ts';
import { stripeError } from './stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_one_checkout';

let failNextSession = false;
const app = startedForFile(() =>
  startAppWithStripe(
    {
      secretKey: SECRET_KEY,
      promotionCodes: {
        PARTY80: { id: 'promo_party80' },
        // A code in the same Stripe account that is not ours (a public 100% one): never honoured.
        PUBLIC100: { id: 'promo_public100' },
        STRIPEMAX: { id: 'promo_stripemax', max_redemptions: 3, times_redeemed: 3 },
        OLDCODE: { id: 'promo_oldcode', active: false },
        PASTCODE: { id: 'promo_pastcode', expires_at: Math.floor(Date.now() / 1000) - 60 },
      },
      answer: () => {
        if (!failNextSession) return undefined;
        failNextSession = false;
        return stripeError(
          400,
          'invalid_request_error',
          'Your account cannot currently make live charges.',
        );
      },
    },
    {
      promoCodes: ['PARTY80', 'NOTINSTRIPE', 'STRIPEMAX', 'OLDCODE', 'PASTCODE'].map((code) => ({
        code,
        percentOff: 80,
        limit: 500,
      })),
    },
  ),
);
const db = () => app.db();

/** The Stripe requests a call made: 'POST /v1/checkout/sessions' and the like, with parameters. */
async function stripeCalls(call: () => Promise<unknown>) {
  const before = app.stripe.requests.length;
  await call();
  return app.stripe.requests
    .slice(before)
    .map((r) => ({ call: `${r.method} ${r.path}`, ...r.params }));
}

async function lockedEvent() {
  const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
  const checkout = (promoCode?: string) =>
    host.browser.client.payments.createCheckout.mutate({
      eventId: event.id,
      ...(promoCode && { promoCode }),
    });
  return { host, event, checkout };
}

describe('promotion codes with Stripe', () => {
  it('passes the host’s configured code as a discount, looked up at Stripe by code', async () => {
    const { event, checkout } = await lockedEvent();
    const calls = await stripeCalls(() => checkout('party80'));
    expect(calls.map((c) => c.call)).toEqual([
      'GET /v1/promotion_codes',
      'POST /v1/checkout/sessions',
    ]);
    expect(calls[0]).toMatchObject({ code: 'PARTY80', active: 'true', limit: '1' });
    expect(calls[1]).toMatchObject({ 'discounts[0][promotion_code]': 'promo_party80' });
    expect(calls[1]).not.toHaveProperty('allow_promotion_codes');
    expect((await paymentRows(db(), event.id)).map((p) => p.promoCode)).toEqual(['PARTY80']);
  });

  it('refuses a code of the Stripe account that we do not configure, without asking Stripe', async () => {
    const { event, checkout } = await lockedEvent();
    let error: Awaited<ReturnType<typeof failure>> | undefined;
    const calls = await stripeCalls(async () => {
      error = await failure(checkout('PUBLIC100'));
    });
    expect(error?.message).toBe(messages.checkout.promoUnknown);
    expect(calls).toEqual([]);
    expect(await paymentRows(db(), event.id)).toEqual([]);
  });

  it.each([
    ['Stripe does not have', 'NOTINSTRIPE', messages.checkout.promoExpired],
    ['Stripe has deactivated', 'OLDCODE', messages.checkout.promoExpired],
    ['is past its date at Stripe', 'PASTCODE', messages.checkout.promoExpired],
    ['is at its limit at Stripe', 'STRIPEMAX', messages.checkout.promoUsedUp],
  ])('refuses a configured code that %s, and makes no session', async (_, code, text) => {
    const { event, checkout } = await lockedEvent();
    let error: Awaited<ReturnType<typeof failure>> | undefined;
    const calls = await stripeCalls(async () => {
      error = await failure(checkout(code));
    });
    expect(error?.data?.code).toBe('BAD_REQUEST');
    expect(error?.message).toBe(text);
    expect(calls.map((c) => c.call)).toEqual(['GET /v1/promotion_codes']);
    expect(await paymentRows(db(), event.id)).toEqual([]);
  });
});

describe('one open Stripe session per event', () => {
  it('answers the open session again, then expires it at Stripe before replacing it', async () => {
    const { event, checkout } = await lockedEvent();
    const first = await checkout();
    const again = await stripeCalls(async () => expect(await checkout()).toEqual(first));
    expect(again).toEqual([]);

    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() + CHECKOUT_REUSE_MIN_LEFT_MS - 60_000) })
      .where(eq(payments.checkoutSessionId, first.sessionId));
    let second: Awaited<ReturnType<typeof checkout>> | undefined;
    const calls = await stripeCalls(async () => {
      second = await checkout();
    });
    expect(calls.map((c) => c.call)).toEqual([
      `POST /v1/checkout/sessions/${first.sessionId}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect(app.stripe.sessions.get(first.sessionId)?.status).toBe('expired');
    const status = Object.fromEntries(
      (await paymentRows(db(), event.id)).map((p) => [p.checkoutSessionId, p.status]),
    );
    expect(status).toEqual({ [first.sessionId]: 'expired', [second?.sessionId ?? '']: 'open' });
  });

  it('makes a new session for another code, even when Stripe will not expire the old one', async () => {
    const { event, checkout } = await lockedEvent();
    const plain = await checkout();
    // Paid a moment ago in another tab; its webhook is still on its way.
    const held = app.stripe.sessions.get(plain.sessionId);
    if (held) held.status = 'complete';
    const coded = await checkout('PARTY80');
    expect(coded.sessionId).not.toBe(plain.sessionId);
    const rows = await paymentRows(db(), event.id);
    expect(rows.filter((p) => p.status === 'open').map((p) => p.checkoutSessionId)).toEqual([
      coded.sessionId,
    ]);
  });

  it('keeps the old session expired when Stripe fails to make the new one', async () => {
    const { event, checkout } = await lockedEvent();
    const first = await checkout();
    failNextSession = true;
    const error = await failure(checkout('PARTY80'));
    expect(error.message).toBe(messages.checkout.failed);
    // Stripe no longer takes payment on it, and we do not answer it again.
    expect(app.stripe.sessions.get(first.sessionId)?.status).toBe('expired');
    expect((await paymentRows(db(), event.id)).map((p) => p.status)).toEqual(['expired']);
    const next = await checkout();
    expect(next.sessionId).not.toBe(first.sessionId);
  });
});
