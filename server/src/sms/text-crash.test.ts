import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from '@partyreel/db';
import { events, invitations, smsOutbox } from '@partyreel/db/schema';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/app.ts';
import { markVerified, newAccount } from '../../test/factories.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.ts';

/**
 * The real server in a child process, killed with SIGKILL while it texts 200 phone-only guests,
 * then started again: every guest gets exactly one text (Twilio's stand-in counts them per number),
 * including the one Twilio had accepted when the server died without hearing the answer — the
 * restarted server asks Twilio before it texts again (docs/decisions/070). PostgreSQL only.
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GUESTS = 200;
const ACCOUNT = `AC${'7'.repeat(32)}`;
const TOKEN = 'crash-test-token';

const admin = createDb({ databaseUrl: SERVER_URL, poolSize: 1 });
const canRun = await admin.ping().then(
  () => true,
  () => false,
);

describe.skipIf(!canRun)('a server killed while it texts (PostgreSQL)', () => {
  const name = `partyreel_text_crash_${randomBytes(6).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let handle: DbHandle;
  let standIn: TwilioStandIn;
  const servers: ServerProcess[] = [];

  const start = async () => {
    const server = await startServerProcess({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: standIn.url,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    await admin.db.execute(sql.raw(`create database ${name}`));
    handle = createDb({ databaseUrl, poolSize: 2 });
    // A slow provider: the server dies while Twilio holds a text it has accepted.
    standIn = await startTwilioStandIn({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      answerDelayMs: 300,
      callbacks: false,
    });
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await standIn?.close();
    await handle?.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  it('texts every guest exactly once after a kill -9 mid-send', async () => {
    const first = await start();
    const host = browserClient(first.url);
    const me = await host.client.auth.register.mutate(newAccount());
    if (!me) throw new Error('host not registered');
    await markVerified(handle.db, me.id);
    const [event] = await handle.db
      .insert(events)
      .values({
        userId: me.id,
        title: 'Crash party',
        unlockedAt: new Date(),
        smsConsentAt: new Date(),
        timeZone: zoneAtHour(12),
      })
      .returning();
    if (!event) throw new Error('no event');
    await handle.db.insert(invitations).values(
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
    const before = await handle.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.eventId, event.id), eq(smsOutbox.status, 'sent')));
    expect(before.length).toBeLessThan(GUESTS);
    // Twilio took one more text than the server recorded: its answer died with the server.
    expect(standIn.accepted.length).toBe(before.length + 1);

    await start();
    await expect
      .poll(
        async () =>
          (
            await handle.db
              .select({ id: invitations.id })
              .from(invitations)
              .where(and(eq(invitations.eventId, event.id), eq(invitations.deliveryStatus, 'sent')))
          ).length,
        { timeout: 180_000, interval: 500 },
      )
      .toBe(GUESTS);

    const texts = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.eventId, event.id));
    expect(texts).toHaveLength(GUESTS);
    expect(texts.every((t) => t.status === 'sent')).toBe(true);
    const counts = standIn.countsByNumber();
    expect(counts.size).toBe(GUESTS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 300_000);
});
