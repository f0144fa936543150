import { events, payments } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, startTestApp } from '../../test/app.ts';
import { hostedEvent } from '../invite/invite-fixtures.ts';

let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  running = await startTestApp();
});
afterAll(() => running.close());
const db = () => running.database.handle.db;

async function startCheckout(title = 'Ana turns 7') {
  const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null, title });
  const checkout = await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
  return { host, event, checkout, page: `${running.url}/dev/checkout/${checkout.sessionId}` };
}

const pay = (page: string, promo: string) =>
  fetch(`${page}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ promo }).toString(),
    redirect: 'manual',
  });

async function unlockedAt(eventId: string) {
  const [row] = await db().select().from(events).where(eq(events.id, eventId));
  return row?.unlockedAt;
}

describe('the dev checkout', () => {
  it('shows the event, the price, a promo field, Pay and Cancel, and runs no script', async () => {
    const { event, page } = await startCheckout('<b>Ana</b> turns 7');
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt; turns 7');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('$4.99');
    expect(html).toContain('name="promo"');
    expect(html).toContain('Pay $4.99');
    expect(html).toContain(`href="${running.url}/event/${event.id}?payment=cancelled"`);
    expect(html).not.toContain('<script');
  });

  it('applies a known promo code and says so of an unknown one, keeping what was typed', async () => {
    const { page } = await startCheckout();
    const applied = await (await fetch(`${page}?promo=party80`)).text();
    expect(applied).toContain('PARTY80 applied: 80% off');
    expect(applied).toContain('Pay $1.00');
    const unknown = await fetch(`${page}?promo=NOPE50`);
    const html = await unknown.text();
    expect(html).toContain(messages.checkout.promoUnknown);
    expect(html).toContain('value="NOPE50"');
    expect(html).toContain('Pay $4.99');
  });

  it('Pay with PARTY80 delivers a signed webhook that unlocks, then returns to the success URL', async () => {
    const { event, checkout } = await startCheckout();
    const res = await pay(`${running.url}/dev/checkout/${checkout.sessionId}`, 'PARTY80');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${running.url}/event/${event.id}?payment=success`);
    // The browser is back before the webhook, as with Stripe; the webhook follows a moment later.
    expect(await unlockedAt(event.id)).toBeNull();
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.checkoutSessionId, checkout.sessionId));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 100, promoCode: 'PARTY80' });
  });

  it('LAUNCH100 unlocks with nothing to pay', async () => {
    const { event, page } = await startCheckout();
    expect((await pay(page, 'launch100')).status).toBe(303);
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const [payment] = await db().select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 0, promoCode: 'LAUNCH100' });
  });

  it('refuses to pay with an unknown code, and unlocks nothing', async () => {
    const { event, page } = await startCheckout();
    const res = await pay(page, 'FREEBIE');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(messages.checkout.promoUnknown);
    expect(html).toContain('value="FREEBIE"');
    // Nothing is on its way either: a paid checkout would have unlocked by now.
    expect((await pay(page, '')).status).toBe(303);
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const [payment] = await db().select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({ amountCents: 499, promoCode: null });
  });

  it('cannot be paid twice, and says it is paid', async () => {
    const { event, page } = await startCheckout();
    expect((await pay(page, '')).status).toBe(303);
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const again = await pay(page, '');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already paid');
  });

  it('knows no made-up session', async () => {
    expect((await fetch(`${running.url}/dev/checkout/cs_dev_${'x'.repeat(24)}`)).status).toBe(404);
    expect((await pay(`${running.url}/dev/checkout/cs_test_elsewhere`, '')).status).toBe(404);
  });

  it('is not there in production', async () => {
    const { checkout } = await startCheckout();
    const production = await startApp(running.database.handle, { production: true });
    try {
      expect((await fetch(`${production.url}/dev/checkout/${checkout.sessionId}`)).status).toBe(
        404,
      );
      const res = await pay(`${production.url}/dev/checkout/${checkout.sessionId}`, '');
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
