import { payments } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type RunningApp, startApp, startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { payThroughDevCheckout } from '../../test/payments.ts';
import { startedForFile } from '../../test/per-file.ts';
import { paymentRows } from '../../test/readings.ts';
import type { PromoCode } from './payment-config.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The real app with the dev checkout and these codes, on the test's database. */
async function withCodes<T>(promoCodes: PromoCode[], use: (app: RunningApp) => Promise<T>) {
  const app = await startApp(running.database.handle, {
    payments: {
      price: { amountCents: 499, currency: 'usd', stripePriceId: undefined },
      promoCodes,
      stripe: undefined,
    },
  });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

/** A unique code per test, so counts never cross tests sharing the database. */
let sequence = 0;
const uniqueCode = (tag: string) => `${tag}${Date.now().toString(36).toUpperCase()}${++sequence}`;

describe('promo codes are only the configured ones', () => {
  it('refuses a code that is not configured, with the catalogue’s text and no checkout', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    for (const promoCode of ['FREEBIE', 'party8', 'x'.repeat(41)]) {
      const error = await failure(
        host.browser.client.payments.createCheckout.mutate({ eventId: event.id, promoCode }),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(messages.checkout.promoUnknown);
    }
    expect(await paymentRows(db(), event.id)).toEqual([]);
  });

  it('records the configured code, whatever its case and spaces; an empty one is none', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    await host.browser.client.payments.createCheckout.mutate({
      eventId: event.id,
      promoCode: '  party80 ',
    });
    expect((await paymentRows(db(), event.id)).map((p) => p.promoCode)).toEqual(['PARTY80']);
    const other = await hostedEvent(db(), running.url, { unlockedAt: null });
    await other.host.browser.client.payments.createCheckout.mutate({
      eventId: other.event.id,
      promoCode: '   ',
    });
    expect((await paymentRows(db(), other.event.id)).map((p) => p.promoCode)).toEqual([null]);
  });

  it('refuses a code once its paid checkouts reach its limit', async () => {
    const code = uniqueCode('TWICE');
    await withCodes([{ code, percentOff: 50, limit: 2 }], async (app) => {
      for (let i = 0; i < 2; i++) {
        const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
        await payThroughDevCheckout(app.url, host.browser.client, event.id, code.toLowerCase());
        await expect
          .poll(async () => (await paymentRows(db(), event.id))[0]?.status, { timeout: 10_000 })
          .toBe('paid');
      }
      const { host, event } = await hostedEvent(db(), app.url, { unlockedAt: null });
      const error = await failure(
        host.browser.client.payments.createCheckout.mutate({ eventId: event.id, promoCode: code }),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(messages.checkout.promoUsedUp);
      expect(await paymentRows(db(), event.id)).toEqual([]);
      // Without the code, checkout still starts.
      await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
    });
  });

  it('counts another event’s open checkout with the code until it expires', async () => {
    const code = uniqueCode('ONCE');
    await withCodes([{ code, percentOff: 100, limit: 1 }], async (app) => {
      const first = await hostedEvent(db(), app.url, { unlockedAt: null });
      const held = await first.host.browser.client.payments.createCheckout.mutate({
        eventId: first.event.id,
        promoCode: code,
      });
      // The same event asks again: its own checkout is answered, not counted against it.
      expect(
        await first.host.browser.client.payments.createCheckout.mutate({
          eventId: first.event.id,
          promoCode: code,
        }),
      ).toEqual(held);

      const second = await hostedEvent(db(), app.url, { unlockedAt: null });
      const ask = () =>
        second.host.browser.client.payments.createCheckout.mutate({
          eventId: second.event.id,
          promoCode: code,
        });
      expect((await failure(ask())).message).toBe(messages.checkout.promoUsedUp);
      // The first checkout lapses unpaid: the code is free again.
      await db()
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.checkoutSessionId, held.sessionId));
      expect((await ask()).sessionId).toMatch(/^cs_dev_/);
    });
  });

  it('lets only one of many hosts, on two instances at once, take a code’s last use', async () => {
    const code = uniqueCode('LAST');
    const codes = [{ code, percentOff: 100, limit: 1 }];
    await withCodes(codes, (one) =>
      withCodes(codes, async (two) => {
        const hosts = await Promise.all(
          [one, two, one, two].map((app) =>
            hostedEvent(db(), app.url, { unlockedAt: null }).then((h) => ({ ...h, app })),
          ),
        );
        const outcomes = await Promise.allSettled(
          hosts.map(({ host, event }) =>
            host.browser.client.payments.createCheckout.mutate({
              eventId: event.id,
              promoCode: code,
            }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const rows = await db().select().from(payments).where(eq(payments.promoCode, code));
        expect(rows).toHaveLength(1);
      }),
    );
  });
});
