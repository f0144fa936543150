import { events, payments } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startApp, startTestApp } from '../../test/app.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** A checkout for a new locked event, with the promo code typed in the unlock offer, if any. */
async function startCheckout(title = 'Ana turns 7', promoCode?: string) {
  const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null, title });
  const checkout = await host.browser.client.payments.createCheckout.mutate({
    eventId: event.id,
    ...(promoCode && { promoCode }),
  });
  return { host, event, checkout, page: `${running.url}/dev/checkout/${checkout.sessionId}` };
}

/** Pay, as the page's form posts it; `promo` is what a stale form or a script might add. */
const pay = (page: string, promo?: string) =>
  fetch(`${page}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: promo === undefined ? '' : new URLSearchParams({ promo }).toString(),
    redirect: 'manual',
  });

async function unlockedAt(eventId: string) {
  const [row] = await db().select().from(events).where(eq(events.id, eventId));
  return row?.unlockedAt;
}

describe('the dev checkout', () => {
  it('shows the event, the price, Pay and Cancel, no code field, and runs no script', async () => {
    const { event, page } = await startCheckout('<b>Ana</b> turns 7');
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt; turns 7');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('$4.99');
    // Codes are typed in our unlock offer before checkout, never here (docs/decisions/034).
    expect(html).not.toContain('<input');
    expect(html).toContain('Pay $4.99');
    expect(html).toContain(`href="${running.url}/event/${event.id}?payment=cancelled"`);
    expect(html).not.toContain('<script');
  });

  it('shows the code chosen in the unlock offer already applied', async () => {
    const { page } = await startCheckout('Ana turns 7', 'party80');
    const html = await (await fetch(page)).text();
    expect(html).toContain('PARTY80 applied: 80% off');
    expect(html).toContain('Pay $1.00');
    expect(html).not.toContain('<input');
  });

  it('Pay with PARTY80 delivers a signed webhook that unlocks, then returns to the success URL', async () => {
    const { event, page } = await startCheckout('Ana turns 7', 'PARTY80');
    const res = await pay(page);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${running.url}/event/${event.id}?payment=success`);
    // The browser is back before the webhook, as with Stripe; the webhook follows a moment later.
    expect(await unlockedAt(event.id)).toBeNull();
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const [payment] = await db().select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 100, promoCode: 'PARTY80' });
  });

  it('LAUNCH100 unlocks with nothing to pay', async () => {
    const { event, page } = await startCheckout('Ana turns 7', 'launch100');
    expect(await (await fetch(page)).text()).toContain('Pay $0.00');
    expect((await pay(page)).status).toBe(303);
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const [payment] = await db().select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 0, promoCode: 'LAUNCH100' });
  });

  it('takes no code at Pay: one sent there is ignored and the full price is charged', async () => {
    const { event, page } = await startCheckout();
    expect((await pay(page, 'LAUNCH100')).status).toBe(303);
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const [payment] = await db().select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 499, promoCode: null });
  });

  it('cannot be paid twice, and says it is paid', async () => {
    const { event, page } = await startCheckout();
    expect((await pay(page)).status).toBe(303);
    await expect.poll(() => unlockedAt(event.id), { timeout: 10_000 }).toBeInstanceOf(Date);
    const again = await pay(page);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already paid');
  });

  it('refunds a second paid checkout of the event (two tabs), recording a refund id', async () => {
    const { host, event, checkout, page } = await startCheckout();
    // Tab one pays; before its webhook arrives, tab two asks once the first is near its end.
    expect((await pay(page)).status).toBe(303);
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(payments.checkoutSessionId, checkout.sessionId));
    const second = await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
    expect(second.sessionId).not.toBe(checkout.sessionId);
    expect((await pay(second.url)).status).toBe(303);

    const status = async (sessionId: string) => {
      const [row] = await db()
        .select()
        .from(payments)
        .where(eq(payments.checkoutSessionId, sessionId));
      return row;
    };
    await expect
      .poll(async () => (await status(second.sessionId))?.status, { timeout: 10_000 })
      .toBe('refunded');
    expect((await status(checkout.sessionId))?.status).toBe('paid');
    expect((await status(second.sessionId))?.refundId).toMatch(/^re_dev_/);
    expect(await host.browser.client.payments.duplicates.query({ eventId: event.id })).toEqual([
      { id: expect.any(String), status: 'refunded', amountCents: 499, currency: 'usd' },
    ]);
  });

  it('knows no made-up session', async () => {
    expect((await fetch(`${running.url}/dev/checkout/cs_dev_${'x'.repeat(24)}`)).status).toBe(404);
    expect((await pay(`${running.url}/dev/checkout/cs_test_elsewhere`)).status).toBe(404);
  });

  it('is not there in production', async () => {
    const { checkout } = await startCheckout();
    const production = await startApp(running.database.handle, { production: true });
    try {
      expect((await fetch(`${production.url}/dev/checkout/${checkout.sessionId}`)).status).toBe(
        404,
      );
      const res = await pay(`${production.url}/dev/checkout/${checkout.sessionId}`);
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
