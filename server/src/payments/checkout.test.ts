import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startApp, startTestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { anonymousHost, hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { paymentRows } from '../../test/readings.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

describe('payments.price', () => {
  it('is the configured price and the promo code marketing mentions, for anyone', async () => {
    expect(await running.http.payments.price.query()).toEqual({
      amountCents: 499,
      currency: 'usd',
      promo: { code: 'PARTY80', percentOff: 80 },
      texting: false,
    });
  });

  it('follows the configuration', async () => {
    const other = await startApp(running.database.handle, {
      payments: {
        price: { amountCents: 2899, currency: 'eur', stripePriceId: undefined },
        promoCodes: [{ code: 'FREE', percentOff: 100, limit: 500 }],
        stripe: undefined,
      },
    });
    try {
      expect(await other.http.payments.price.query()).toEqual({
        amountCents: 2899,
        currency: 'eur',
        promo: null,
        texting: false,
      });
    } finally {
      await other.close();
    }
  });
});

describe('payments.createCheckout', () => {
  it('records an open payment and answers with the dev checkout of this app', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const checkout = await host.browser.client.payments.createCheckout.mutate({
      eventId: event.id,
    });
    expect(checkout.sessionId).toMatch(/^cs_dev_[A-Za-z0-9_-]{20,}$/);
    expect(checkout.url).toBe(`${running.url}/dev/checkout/${checkout.sessionId}`);
    const [row] = await paymentRows(db(), event.id);
    expect(row).toMatchObject({
      checkoutSessionId: checkout.sessionId,
      userId: host.id,
      status: 'open',
      amountCents: 499,
      currency: 'usd',
      paidAt: null,
      successUrl: `${running.url}/event/${event.id}?payment=success`,
      cancelUrl: `${running.url}/event/${event.id}?payment=cancelled`,
    });
    // Starting a checkout unlocks nothing.
    const [after] = await db().select().from(events).where(eq(events.id, event.id));
    expect(after?.unlockedAt).toBeNull();
  });

  it('comes back to the wizard’s send step when it started there', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const client = host.browser.client;
    await client.payments.createCheckout.mutate({ eventId: event.id, from: 'create-event' });
    await client.payments.createCheckout.mutate({
      eventId: event.id,
      from: 'create-event-from-template',
    });
    // A checkout for another return address replaces the open one (docs/decisions/034).
    const rows = await paymentRows(db(), event.id);
    expect(rows.map((p) => p.status).sort()).toEqual(['expired', 'open']);
    const urls = rows.map((p) => [p.successUrl, p.cancelUrl]).sort();
    expect(urls).toEqual([
      [
        `${running.url}/create-event-from-template?eventId=${event.id}&step=5&payment=success`,
        `${running.url}/create-event-from-template?eventId=${event.id}&step=5&payment=cancelled`,
      ],
      [
        `${running.url}/create-event?eventId=${event.id}&step=12&payment=success`,
        `${running.url}/create-event?eventId=${event.id}&step=12&payment=cancelled`,
      ],
    ]);
  });

  it('refuses an event that is already unlocked, with the catalogue’s text', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const error = await failure(
      host.browser.client.payments.createCheckout.mutate({ eventId: event.id }),
    );
    expect(error.data?.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toBe(messages.checkout.alreadyUnlocked);
    expect(await paymentRows(db(), event.id)).toEqual([]);
  });

  it('is NOT_FOUND for another host, an anonymous session and a visitor, as for no event', async () => {
    const { event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const other = await hostedEvent(db(), running.url, { unlockedAt: null });
    const anonymous = browserClient(running.url);
    await anonymous.client.auth.signInAnonymously.mutate();
    const visitor = browserClient(running.url);
    const callers = [other.host.browser.client, anonymous.client, visitor.client];
    for (const caller of callers) {
      for (const eventId of [event.id, crypto.randomUUID(), 'not-a-uuid']) {
        const error = await failure(caller.payments.createCheckout.mutate({ eventId }));
        expect(error.data?.code).toBe('NOT_FOUND');
        expect(error.message).toBe(messages.eventDetail.notFound);
      }
    }
    expect(await paymentRows(db(), event.id)).toEqual([]);
  });

  it('is NOT_FOUND for an anonymous host’s own event: hosts register before they pay', async () => {
    const anonymous = await anonymousHost(running.url);
    const event = await insertEvent(db(), anonymous.id, { title: 'Anonymous party' });
    const error = await failure(
      anonymous.client.payments.createCheckout.mutate({ eventId: event.id }),
    );
    expect(error.data?.code).toBe('NOT_FOUND');
  });

  it('limits checkouts per host with the catalogue’s resource-exhausted text', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      const { host, event } = await hostedEvent(db(), limited.url, { unlockedAt: null });
      for (let i = 0; i < 10; i++)
        await host.browser.client.payments.createCheckout.mutate({ eventId: event.id });
      const error = await failure(
        host.browser.client.payments.createCheckout.mutate({ eventId: event.id }),
      );
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toBe(messages.checkout.tooMany);
      // Ten asks, one checkout: each answered the open one again.
      expect(await paymentRows(db(), event.id)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('refuses a bad input with a message and no payment', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const error = await failure(
      host.browser.client.payments.createCheckout.mutate({
        eventId: event.id,
        from: 'https://evil.example' as 'event',
      }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(await paymentRows(db(), event.id)).toEqual([]);
  });
});
