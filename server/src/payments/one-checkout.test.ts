import { payments } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startApp, startTestApp } from '../../test/app.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { paymentRows } from '../../test/readings.ts';
import { CHECKOUT_LIFETIME_MS, CHECKOUT_REUSE_MIN_LEFT_MS } from './open-checkouts.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

async function lockedEvent(url = running.url) {
  return hostedEvent(db(), url, { unlockedAt: null });
}

/** Moves a checkout's end to `ms` from now, as if it had been made that long ago. */
async function endsIn(sessionId: string, ms: number) {
  await db()
    .update(payments)
    .set({ expiresAt: new Date(Date.now() + ms) })
    .where(eq(payments.checkoutSessionId, sessionId));
}

const pay = (sessionId: string) =>
  fetch(`${running.url}/dev/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });

describe('at most one open checkout per event', () => {
  it('answers the open checkout again instead of making a second one', async () => {
    const { host, event } = await lockedEvent();
    const client = host.browser.client;
    const first = await client.payments.createCheckout.mutate({ eventId: event.id });
    const second = await client.payments.createCheckout.mutate({ eventId: event.id });
    expect(second).toEqual(first);
    const rows = await paymentRows(db(), event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', checkoutUrl: first.url });
    // It records when it stops taking payment: the lifetime Stripe is asked for.
    const left = (rows[0]?.expiresAt?.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(CHECKOUT_LIFETIME_MS - 60_000);
    expect(left).toBeLessThanOrEqual(CHECKOUT_LIFETIME_MS);
  });

  it('makes one checkout for simultaneous asks (two tabs, a retried request)', async () => {
    const { host, event } = await lockedEvent();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        host.browser.client.payments.createCheckout.mutate({ eventId: event.id }),
      ),
    );
    expect(new Set(answers.map((a) => a.sessionId)).size).toBe(1);
    expect(await paymentRows(db(), event.id)).toHaveLength(1);
  });

  it('makes one checkout when two app instances are asked at once', async () => {
    // Two instances behind one address, on one database.
    const publicUrl = 'https://partyreel.example';
    const one = await startApp(running.database.handle, { publicUrl });
    const two = await startApp(running.database.handle, { publicUrl });
    try {
      const { host, event } = await lockedEvent(one.url);
      // The same browser's cookie, sent to the second instance.
      const sameBrowser = browserClient(two.url);
      for (const [name, value] of host.browser.jar) sameBrowser.jar.set(name, value);
      const ask = [
        host.browser.client,
        sameBrowser.client,
        host.browser.client,
        sameBrowser.client,
      ];
      const answers = await Promise.all(
        ask.map((client) => client.payments.createCheckout.mutate({ eventId: event.id })),
      );
      expect(new Set(answers.map((a) => a.sessionId)).size).toBe(1);
      expect((await paymentRows(db(), event.id)).map((r) => r.status)).toEqual(['open']);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('expires an open checkout close to its end and makes a new one, which alone can be paid', async () => {
    const { host, event } = await lockedEvent();
    const client = host.browser.client;
    const old = await client.payments.createCheckout.mutate({ eventId: event.id });
    await endsIn(old.sessionId, CHECKOUT_REUSE_MIN_LEFT_MS - 60_000);
    const fresh = await client.payments.createCheckout.mutate({ eventId: event.id });
    expect(fresh.sessionId).not.toBe(old.sessionId);
    const rows = await paymentRows(db(), event.id);
    const status = Object.fromEntries(rows.map((r) => [r.checkoutSessionId, r.status]));
    expect(status).toEqual({ [old.sessionId]: 'expired', [fresh.sessionId]: 'open' });

    // The replaced checkout's page says it has ended, and Pay there takes nothing.
    const page = await (await fetch(old.url)).text();
    expect(page).toContain('This checkout has ended.');
    expect((await pay(old.sessionId)).status).toBe(409);
    expect((await pay(fresh.sessionId)).status).toBe(303);
  });

  it('does not answer a checkout whose time is up, and its page cannot be paid', async () => {
    const { host, event } = await lockedEvent();
    const client = host.browser.client;
    const old = await client.payments.createCheckout.mutate({ eventId: event.id });
    await endsIn(old.sessionId, -1000);
    expect((await pay(old.sessionId)).status).toBe(409);
    const fresh = await client.payments.createCheckout.mutate({ eventId: event.id });
    expect(fresh.sessionId).not.toBe(old.sessionId);
    expect((await paymentRows(db(), event.id)).filter((r) => r.status === 'open')).toHaveLength(1);
  });

  it('replaces the open checkout when the promo code differs', async () => {
    const { host, event } = await lockedEvent();
    const client = host.browser.client;
    const plain = await client.payments.createCheckout.mutate({ eventId: event.id });
    const coded = await client.payments.createCheckout.mutate({
      eventId: event.id,
      promoCode: 'party80',
    });
    expect(coded.sessionId).not.toBe(plain.sessionId);
    // The same code again: the same checkout.
    const again = await client.payments.createCheckout.mutate({
      eventId: event.id,
      promoCode: ' PARTY80 ',
    });
    expect(again).toEqual(coded);
    const back = await client.payments.createCheckout.mutate({ eventId: event.id });
    expect(back.sessionId).not.toBe(coded.sessionId);
    const rows = await paymentRows(db(), event.id);
    expect(rows.filter((r) => r.status === 'open').map((r) => r.checkoutSessionId)).toEqual([
      back.sessionId,
    ]);
    expect(rows.find((r) => r.checkoutSessionId === coded.sessionId)?.promoCode).toBe('PARTY80');
  });

  it('expires every open checkout an event had before this rule', async () => {
    const { host, event } = await lockedEvent();
    // Two checkouts made the old way: open, with no address to answer again.
    for (const n of [1, 2])
      await db()
        .insert(payments)
        .values({
          eventId: event.id,
          userId: host.id,
          checkoutSessionId: `cs_dev_legacy${n}${crypto.randomUUID().replaceAll('-', '')}`,
          amountCents: 499,
          successUrl: `${running.url}/event/${event.id}?payment=success`,
          cancelUrl: `${running.url}/event/${event.id}?payment=cancelled`,
        });
    const fresh = await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
    const rows = await paymentRows(db(), event.id);
    expect(rows.filter((r) => r.status === 'open').map((r) => r.checkoutSessionId)).toEqual([
      fresh.sessionId,
    ]);
    expect(rows.filter((r) => r.status === 'expired')).toHaveLength(2);
  });
});
