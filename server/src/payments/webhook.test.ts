import { events, payments, webhookEvents } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { hostedEvent } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { newCheckoutSessionEvent, postSignedWebhook } from '../../test/payments.ts';
import { startedForFile } from '../../test/per-file.ts';
import { startAppWithStripe } from '../../test/stripe.ts';
import { WEBHOOK_PATH } from './webhook-route.ts';

const SECRET_KEY = 'sk_test_webhooks';
const WEBHOOK_SECRET = 'whsec_test_webhooks';

const app = startedForFile(() =>
  startAppWithStripe({ secretKey: SECRET_KEY }, { webhookSecret: WEBHOOK_SECRET }),
);
const db = () => app.db();

const deliver = (
  event: unknown,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) => postSignedWebhook(app.url, JSON.stringify(event), secret, timestamp);

/** A host's locked event with a checkout started through the real SDK. */
async function startedCheckout() {
  const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
  const checkout = await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
  const paid = {
    id: checkout.sessionId,
    status: 'complete',
    payment_status: 'paid',
    amount_total: 499,
    currency: 'usd',
    client_reference_id: event.id,
    metadata: { eventId: event.id },
  };
  return { host, event, sessionId: checkout.sessionId, paid };
}

async function eventRow(id: string) {
  const [row] = await db().select().from(events).where(eq(events.id, id));
  return row;
}

async function paymentRow(sessionId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return row;
}

describe('POST /api/payments/webhook', () => {
  it('unlocks on a paid checkout.session.completed, and the host’s page hears it live', async () => {
    const { host, event, sessionId, paid } = await startedCheckout();
    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(seen)?.unlocked).toBe(false);

    const res = await deliver(newCheckoutSessionEvent('checkout.session.completed', paid));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'unlocked' });
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
    expect(await paymentRow(sessionId)).toMatchObject({ status: 'paid', amountCents: 499 });
    await expect.poll(() => latest(seen)?.unlocked).toBe(true);
    seen.stop();
  });

  it('refuses an unsigned, wrongly signed or stale delivery with 400 and changes nothing', async () => {
    const { event, paid } = await startedCheckout();
    const body = newCheckoutSessionEvent('checkout.session.completed', paid);
    const unsigned = await fetch(`${app.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(400);
    expect((await deliver(body, { secret: 'whsec_someone_else' })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await deliver(body, { timestamp: stale })).status).toBe(400);
    // A body changed after signing fails too.
    const payload = JSON.stringify(body);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await fetch(`${app.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.status).toBe(400);

    expect((await eventRow(event.id))?.unlockedAt).toBeNull();
    const recorded = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.providerEventId, body.id));
    expect(recorded).toEqual([]);
    // Within the tolerance it is accepted.
    const recent = Math.floor(Date.now() / 1000) - 240;
    expect((await deliver(body, { timestamp: recent })).status).toBe(200);
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
  });

  it('answers a duplicate delivery with 200 and changes nothing', async () => {
    const { event, paid } = await startedCheckout();
    const body = newCheckoutSessionEvent('checkout.session.completed', paid);
    await deliver(body);
    const first = (await eventRow(event.id))?.unlockedAt;
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await eventRow(event.id))?.unlockedAt).toEqual(first);
    const recorded = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.providerEventId, body.id));
    expect(recorded).toHaveLength(1);
  });

  it('keeps the first unlock when the same session is completed twice', async () => {
    const { event, sessionId, paid } = await startedCheckout();
    await deliver(newCheckoutSessionEvent('checkout.session.completed', paid));
    const first = await eventRow(event.id);
    const firstPayment = await paymentRow(sessionId);
    const second = await deliver(newCheckoutSessionEvent('checkout.session.completed', paid));
    expect(second.status).toBe(200);
    expect((await eventRow(event.id))?.unlockedAt).toEqual(first?.unlockedAt);
    expect((await paymentRow(sessionId))?.paidAt).toEqual(firstPayment?.paidAt);
  });

  it('never locks a paid event again: an expiry after the completion changes nothing', async () => {
    const { event, sessionId, paid } = await startedCheckout();
    await deliver(newCheckoutSessionEvent('checkout.session.completed', paid));
    const expired = await deliver(
      newCheckoutSessionEvent('checkout.session.expired', {
        ...paid,
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(expired.status).toBe(200);
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
    expect((await paymentRow(sessionId))?.status).toBe('paid');
  });

  it('marks an abandoned checkout expired, and a later payment still unlocks', async () => {
    const { event, sessionId, paid } = await startedCheckout();
    await deliver(
      newCheckoutSessionEvent('checkout.session.expired', {
        ...paid,
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect((await paymentRow(sessionId))?.status).toBe('expired');
    expect((await eventRow(event.id))?.unlockedAt).toBeNull();
    // Out of order: the completion arrives after the expiry.
    await deliver(newCheckoutSessionEvent('checkout.session.completed', paid));
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
  });

  it('unlocks with a 100% promo code (no payment required) and records the code', async () => {
    const { event, sessionId, paid } = await startedCheckout();
    const res = await deliver(
      newCheckoutSessionEvent('checkout.session.completed', {
        ...paid,
        payment_status: 'no_payment_required',
        amount_total: 0,
        total_details: { amount_discount: 499 },
        discounts: [{ promotion_code: 'promo_launch100' }],
      }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: 'unlocked' });
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
    expect(await paymentRow(sessionId)).toMatchObject({
      status: 'paid',
      amountCents: 0,
      promoCode: 'promo_launch100',
    });
  });

  it('waits for a delayed payment: unpaid completion, then async_payment_succeeded unlocks', async () => {
    const { event, sessionId, paid } = await startedCheckout();
    const pending = await deliver(
      newCheckoutSessionEvent('checkout.session.completed', { ...paid, payment_status: 'unpaid' }),
    );
    expect(await pending.json()).toEqual({ received: true, outcome: 'awaiting-payment' });
    expect((await eventRow(event.id))?.unlockedAt).toBeNull();
    await deliver(newCheckoutSessionEvent('checkout.session.async_payment_succeeded', paid));
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
    expect((await paymentRow(sessionId))?.status).toBe('paid');
  });

  it('keeps a failed delayed payment locked', async () => {
    const { event, sessionId, paid } = await startedCheckout();
    await deliver(
      newCheckoutSessionEvent('checkout.session.async_payment_failed', {
        ...paid,
        payment_status: 'unpaid',
      }),
    );
    expect((await paymentRow(sessionId))?.status).toBe('failed');
    expect((await eventRow(event.id))?.unlockedAt).toBeNull();
  });

  it('answers an unknown type with 200 and changes nothing', async () => {
    const { event, paid } = await startedCheckout();
    const res = await deliver(newCheckoutSessionEvent('customer.created', paid));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await eventRow(event.id))?.unlockedAt).toBeNull();
  });

  it('unlocks only the event our own payment names, never the one the metadata claims', async () => {
    const { event: victim } = await hostedEvent(db(), app.url, { unlockedAt: null });
    const unknown = await deliver(
      newCheckoutSessionEvent('checkout.session.completed', {
        id: 'cs_test_not_ours',
        payment_status: 'paid',
        amount_total: 499,
        client_reference_id: victim.id,
        metadata: { eventId: victim.id },
      }),
    );
    expect(await unknown.json()).toEqual({ received: true, outcome: 'unknown-session' });
    expect((await eventRow(victim.id))?.unlockedAt).toBeNull();

    const { event, paid } = await startedCheckout();
    await deliver(
      newCheckoutSessionEvent('checkout.session.completed', {
        ...paid,
        client_reference_id: victim.id,
        metadata: { eventId: victim.id },
      }),
    );
    expect((await eventRow(event.id))?.unlockedAt).toBeInstanceOf(Date);
    expect((await eventRow(victim.id))?.unlockedAt).toBeNull();
  });

  it('refuses a body that is not an event with 400', async () => {
    const payload = 'not json';
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await fetch(`${app.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'stripe-signature': signature },
      body: payload,
    });
    expect(res.status).toBe(400);
  });
});
