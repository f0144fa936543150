import { randomBytes } from 'node:crypto';
import { invitations, smsOutbox } from '@partyreel/db/schema';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresServer,
  serversOnFreshDatabase,
  verifiedHostEvent,
} from '../../test/fresh-postgres.ts';
import { guestsSent } from '../../test/readings.ts';
import { twilioSettings } from '../../test/twilio.ts';
import { startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.ts';

/**
 * The real server in a child process, killed with SIGKILL while it texts 200 phone-only guests,
 * then started again: every guest gets exactly one text (Twilio's stand-in counts them per number),
 * including the one Twilio had accepted when the server died without hearing the answer — the
 * restarted server asks Twilio before it texts again (docs/decisions/070). PostgreSQL only.
 */
const GUESTS = 200;
const ACCOUNT = `AC${'7'.repeat(32)}`;
const TOKEN = 'crash-test-token';

const { admin, reachable } = await postgresServer();

describe.skipIf(!reachable)('a server killed while it texts (PostgreSQL)', () => {
  let standIn: TwilioStandIn;
  const servers = serversOnFreshDatabase(admin, 'text_crash', () =>
    twilioSettings(standIn, { accountSid: ACCOUNT, authToken: TOKEN }),
  );
  const db = () => servers.db();

  beforeAll(async () => {
    // A slow provider: the server dies while Twilio holds a text it has accepted.
    standIn = await startTwilioStandIn({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      answerDelayMs: 300,
      callbacks: false,
    });
  });
  afterAll(() => standIn?.close());

  it('texts every guest exactly once after a kill -9 mid-send', async () => {
    const first = await servers.start();
    const { host, event } = await verifiedHostEvent(db(), first.url, {
      title: 'Crash party',
      smsConsentAt: new Date(),
      timeZone: zoneAtHour(12),
    });
    await db()
      .insert(invitations)
      .values(
        Array.from({ length: GUESTS }, (_, i) => ({
          eventId: event.id,
          recipientName: `Guest ${i}`,
          phone: `(415) 555-${3000 + i}`,
          uniqueCode: randomBytes(9).toString('base64url').slice(0, 12),
        })),
      );

    const sent = await host.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(sent).toMatchObject({ queued: GUESTS, texted: GUESTS });

    // Kill it once Twilio has accepted a few texts, while it holds one unanswered.
    await expect
      .poll(() => standIn.accepted.length, { timeout: 30_000, interval: 5 })
      .toBeGreaterThan(3);
    await first.kill();
    const before = await db()
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.eventId, event.id), eq(smsOutbox.status, 'sent')));
    expect(before.length).toBeLessThan(GUESTS);
    // Twilio took one more text than the server recorded: its answer died with the server.
    expect(standIn.accepted.length).toBe(before.length + 1);

    await servers.start();
    await expect
      .poll(() => guestsSent(db(), event.id), { timeout: 180_000, interval: 500 })
      .toBe(GUESTS);

    const texts = await db().select().from(smsOutbox).where(eq(smsOutbox.eventId, event.id));
    expect(texts).toHaveLength(GUESTS);
    expect(texts.every((t) => t.status === 'sent')).toBe(true);
    const counts = standIn.countsByNumber();
    expect(counts.size).toBe(GUESTS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 300_000);
});
