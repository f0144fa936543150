import { randomBytes } from 'node:crypto';
import { mailSuppressions } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, invitationMails, settled } from '../../test/readings.ts';

/**
 * Development's outbox plays Resend's webhooks (docs/decisions/033): with no provider at all, the
 * app reports each stored message to its own webhook route, signed as Resend signs, so bounce@…
 * bounces and complaint@… complains through the same code as in production.
 */

// What env.ts sets for development (`pnpm dev`, the journeys).
const running = startedForFile(() =>
  startTestApp({ mail: { production: false, devWebhooks: true } }),
);
const db = () => running.database.handle.db;

const address = (local: string) => `${local}@${randomBytes(6).toString('hex')}.example.com`;

describe('the development outbox', () => {
  it('bounces bounce@…, complains for complaint@… and delivers the rest, by itself', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const bounce = await insertGuest(db(), event.id, { email: address('bounce') });
    const complaint = await insertGuest(db(), event.id, { email: address('complaint') });
    const fine = await insertGuest(db(), event.id, { email: address('fin') });
    const { invitationIds } = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
    });
    expect(invitationIds.sort()).toEqual([bounce.id, complaint.id, fine.id].sort());
    await settled(db(), invitationIds);

    const state = async (id: string) => (await guestRow(db(), id)).deliveryStatus;
    await expect.poll(() => state(bounce.id), { timeout: 10_000 }).toBe('bounced');
    await expect.poll(() => state(complaint.id), { timeout: 10_000 }).toBe('complained');
    await expect.poll(() => state(fine.id), { timeout: 10_000 }).toBe('delivered');

    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    const delivery = (id: string) => view.guests.find((g) => g.id === id)?.delivery;
    expect(delivery(bounce.id)?.state).toBe('bounced');
    expect(delivery(bounce.id)?.error).toMatch(/does not exist/);
    expect(delivery(complaint.id)).toEqual({ state: 'complained', error: null });
    expect(delivery(fine.id)).toEqual({ state: 'delivered', error: null });

    const suppressed = await db()
      .select({ address: mailSuppressions.address, reason: mailSuppressions.reason })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.eventId, event.id));
    expect(suppressed).toEqual([]);
    for (const [guest, reason] of [
      [bounce, 'bounced'],
      [complaint, 'complained'],
    ] as const) {
      const rows = await db()
        .select({ eventId: mailSuppressions.eventId, reason: mailSuppressions.reason })
        .from(mailSuppressions)
        .where(eq(mailSuppressions.address, guest.email ?? ''));
      expect(rows).toEqual([{ eventId: null, reason }]);
    }

    // Each message has the outbox's own provider id, by which its webhook found it.
    const mails = await invitationMails(db(), event.id);
    expect(mails.map((m) => [m.invitationId, m.providerStatus]).sort()).toEqual(
      [
        [bounce.id, 'bounced'],
        [complaint.id, 'complained'],
        [fine.id, 'delivered'],
      ].sort(),
    );
    expect(mails.every((m) => m.providerMessageId?.startsWith('outbox-'))).toBe(true);
  });
});
