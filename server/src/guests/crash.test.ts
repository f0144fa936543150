import { randomBytes } from 'node:crypto';
import { invitations, outbox } from '@partyreel/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresServer,
  serversOnFreshDatabase,
  verifiedHostEvent,
} from '../../test/fresh-postgres.ts';
import { guestsSent } from '../../test/readings.ts';
import { startResendStandIn } from '../mail/resend-stand-in.ts';

/**
 * The real server in a child process, killed with SIGKILL while it delivers 200 invitations, then
 * started again: every guest ends up with exactly one delivered e-mail in the outbox, and Resend
 * (a local stand-in, which keeps Resend's idempotency promise) accepted exactly one per guest.
 * PostgreSQL only: a killed process is how a server dies, and PostgreSQL is what survives it.
 */
const GUESTS = 200;
const API_KEY = 're_test_crash';

const { admin, reachable } = await postgresServer();

describe.skipIf(!reachable)('a server killed while it sends (PostgreSQL)', () => {
  let standIn: Awaited<ReturnType<typeof startResendStandIn>>;
  const servers = serversOnFreshDatabase(admin, 'crash', () => ({
    RESEND_API_KEY: API_KEY,
    MAIL_FROM: 'PartyReel <hello@partyreel.test>',
    RESEND_BASE_URL: standIn.url,
  }));
  const db = () => servers.db();

  beforeAll(async () => {
    // A slow provider: the server dies while Resend holds a batch it has accepted.
    standIn = await startResendStandIn({ apiKey: API_KEY, answerDelayMs: 400 });
  });
  afterAll(() => standIn?.close());

  it('delivers every invitation exactly once after a kill -9 mid-send', async () => {
    const first = await servers.start();
    const { host, event } = await verifiedHostEvent(db(), first.url, { title: 'Crash party' });
    await db()
      .insert(invitations)
      .values(
        Array.from({ length: GUESTS }, (_, i) => ({
          eventId: event.id,
          recipientName: `Guest ${i}`,
          email: `guest-${i}@crash.example`,
          uniqueCode: randomBytes(9).toString('base64url').slice(0, 12),
        })),
      );

    const sent = await host.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(sent.queued).toBe(GUESTS);

    // Kill it the moment Resend has a batch in hand and has not answered yet.
    await expect
      .poll(() => standIn.requests.filter((r) => r.url === '/emails/batch').length, {
        timeout: 30_000,
        interval: 5,
      })
      .toBeGreaterThan(0);
    await first.kill();
    const delivered = await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.eventId, event.id), eq(outbox.status, 'sent')));
    expect(delivered.length).toBeLessThan(GUESTS);

    await servers.start();
    await expect
      .poll(() => guestsSent(db(), event.id), { timeout: 150_000, interval: 500 })
      .toBe(GUESTS);

    const mails = await db().select().from(outbox).where(eq(outbox.eventId, event.id));
    expect(mails).toHaveLength(GUESTS);
    expect(new Set(mails.map((m) => m.invitationId)).size).toBe(GUESTS);
    expect(mails.every((m) => m.status === 'sent')).toBe(true);

    const perGuest = new Map<string, number>();
    for (const mail of standIn.accepted.filter((m) => m.to.endsWith('@crash.example')))
      perGuest.set(mail.to, (perGuest.get(mail.to) ?? 0) + 1);
    expect(perGuest.size).toBe(GUESTS);
    expect([...perGuest.values()].every((n) => n === 1)).toBe(true);
    // The batch Resend held when the server died was sent again after the restart, whole, under
    // the same key, and answered from Resend's idempotency memory instead of sent twice.
    expect(standIn.requests.some((r) => r.replayed)).toBe(true);
  }, 240_000);
});
