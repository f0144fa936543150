import { events, payments } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { deliverWebhook, newCheckoutSessionEvent } from '../../test/payments.ts';
import { startedForFile } from '../../test/per-file.ts';
import { startAppWithStripe } from '../../test/stripe.ts';
import { CHECKOUT_REUSE_MIN_LEFT_MS } from './open-checkouts.ts';
import { stripeError } from './stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_duplicates';
const WEBHOOK_SECRET = 'whsec_test_duplicates';

let refuseRefunds = false;
const app = startedForFile(() =>
  startAppWithStripe(
    {
      secretKey: SECRET_KEY,
      refund: () =>
        refuseRefunds ? stripeError(402, 'card_error', 'The refund could not be made.') : undefined,
    },
    { webhookSecret: WEBHOOK_SECRET },
  ),
);
const db = () => app.db();

const deliver = (event: unknown) => deliverWebhook(app.url, event, WEBHOOK_SECRET);

async function paymentRow(sessionId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return row;
}

async function unlockedAt(eventId: string) {
  const [row] = await db().select().from(events).where(eq(events.id, eventId));
  return row?.unlockedAt;
}

/**
 * Two tabs: the host paid the first session, and before its webhook came asked again once it was
 * close to its end; Stripe would not expire a paid session, so a second one was made, and the
 * host paid that too. Both webhooks then arrive.
 */
async function paidTwice() {
  const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
  const checkout = () => host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
  const first = await checkout();
  const held = app.stripe.sessions.get(first.sessionId);
  if (held) held.status = 'complete';
  await db()
    .update(payments)
    .set({ expiresAt: new Date(Date.now() + CHECKOUT_REUSE_MIN_LEFT_MS - 60_000) })
    .where(eq(payments.checkoutSessionId, first.sessionId));
  const second = await checkout();
  expect(second.sessionId).not.toBe(first.sessionId);
  const paid = (sessionId: string, n: number, amount = 499) => ({
    id: sessionId,
    status: 'complete',
    payment_status: amount > 0 ? 'paid' : 'no_payment_required',
    amount_total: amount,
    currency: 'usd',
    payment_intent: amount > 0 ? `pi_test_${n}_${sessionId}` : null,
    client_reference_id: event.id,
    metadata: { eventId: event.id },
  });
  return { host, event, first: paid(first.sessionId, 1), second: paid(second.sessionId, 2), paid };
}

describe('a second payment for an unlocked event', () => {
  it('is refunded through Stripe, never a second unlock, and the host is told', async () => {
    const { host, event, first, second } = await paidTwice();
    const unlocked = await deliver(newCheckoutSessionEvent('checkout.session.completed', first));
    expect(unlocked.body.outcome).toBe('unlocked');
    const at = await unlockedAt(event.id);
    expect(at).toBeInstanceOf(Date);

    const before = app.stripe.requests.length;
    const refundEvent = newCheckoutSessionEvent('checkout.session.completed', second);
    const refunded = await deliver(refundEvent);
    expect(refunded).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } });
    const [request] = app.stripe.requests.slice(before);
    const row = await paymentRow(second.id);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      params: { payment_intent: second.payment_intent, reason: 'duplicate' },
    });
    expect(request?.headers['idempotency-key']).toBe(`refund-${row?.id}`);
    const refund = app.stripe.refunds.find((r) => r.payment_intent === second.payment_intent);
    expect(row).toMatchObject({ status: 'refunded', refundId: refund?.id, amountCents: 499 });
    expect((await paymentRow(first.id))?.status).toBe('paid');
    expect(await unlockedAt(event.id)).toEqual(at);

    // The event page reads it.
    expect(await host.browser.client.payments.duplicates.query({ eventId: event.id })).toEqual([
      { id: expect.any(String), status: 'refunded', amountCents: 499, currency: 'usd' },
    ]);

    // A redelivery, and another event about the same session, refund nothing more.
    expect((await deliver(refundEvent)).body.outcome).toBe('duplicate');
    const late = await deliver(
      newCheckoutSessionEvent('checkout.session.async_payment_succeeded', second),
    );
    expect(late.body.outcome).toBe('refunded');
    expect(
      app.stripe.refunds.filter((r) => r.payment_intent === second.payment_intent),
    ).toHaveLength(1);
  });

  it('is refunded when both payments’ webhooks arrive at once: one unlock, one refund', async () => {
    const { event, first, second } = await paidTwice();
    const outcomes = await Promise.all(
      [first, second].map((session) =>
        deliver(newCheckoutSessionEvent('checkout.session.completed', session)),
      ),
    );
    expect(outcomes.map((o) => o.body.outcome).sort()).toEqual(['refunded', 'unlocked']);
    const statuses = await Promise.all(
      [first, second].map(async (s) => (await paymentRow(s.id))?.status),
    );
    expect(statuses.sort()).toEqual(['paid', 'refunded']);
    expect(await unlockedAt(event.id)).toBeInstanceOf(Date);
  });

  it('is refunded when it arrives as async_payment_succeeded', async () => {
    const { event, first, second } = await paidTwice();
    await deliver(newCheckoutSessionEvent('checkout.session.completed', first));
    await deliver(
      newCheckoutSessionEvent('checkout.session.completed', {
        ...second,
        payment_status: 'unpaid',
      }),
    );
    const late = await deliver(
      newCheckoutSessionEvent('checkout.session.async_payment_succeeded', second),
    );
    expect(late.body.outcome).toBe('refunded');
    expect((await paymentRow(second.id))?.status).toBe('refunded');
    expect(await unlockedAt(event.id)).toBeInstanceOf(Date);
  });

  it('is kept as a duplicate for support when Stripe refuses the refund, and the host is told', async () => {
    const { host, event, first, second } = await paidTwice();
    await deliver(newCheckoutSessionEvent('checkout.session.completed', first));
    refuseRefunds = true;
    try {
      const kept = await deliver(newCheckoutSessionEvent('checkout.session.completed', second));
      expect(kept).toEqual({ status: 200, body: { received: true, outcome: 'duplicate-payment' } });
    } finally {
      refuseRefunds = false;
    }
    expect(await paymentRow(second.id)).toMatchObject({
      status: 'duplicate',
      refundId: null,
      amountCents: 499,
    });
    expect(await host.browser.client.payments.duplicates.query({ eventId: event.id })).toEqual([
      { id: expect.any(String), status: 'duplicate', amountCents: 499, currency: 'usd' },
    ]);
    // Only its owner reads it: to anyone else the event does not exist.
    const other = await hostedEvent(db(), app.url, { unlockedAt: null });
    const refused = await failure(
      other.host.browser.client.payments.duplicates.query({ eventId: event.id }),
    );
    expect(refused.data?.code).toBe('NOT_FOUND');
  });

  it('took no money with a 100% code: recorded as a duplicate, nothing refunded, nothing to tell', async () => {
    const { host, event, first, second, paid } = await paidTwice();
    await deliver(newCheckoutSessionEvent('checkout.session.completed', first));
    const before = app.stripe.requests.length;
    const free = paid(second.id, 2, 0);
    const outcome = await deliver(newCheckoutSessionEvent('checkout.session.completed', free));
    expect(outcome.body.outcome).toBe('duplicate-payment');
    expect(app.stripe.requests.slice(before)).toEqual([]);
    expect(await paymentRow(second.id)).toMatchObject({
      status: 'duplicate',
      amountCents: 0,
      refundId: null,
    });
    expect(await host.browser.client.payments.duplicates.query({ eventId: event.id })).toEqual([]);
  });
});
