import { randomBytes } from 'node:crypto';
import { events, invitations, sessions, users } from '@partyreel/db/schema';
import { generateToken, hashToken } from '@partyreel/server/auth/tokens';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { buildBenchApp, listenForBench } from './bench-app.ts';
import { benchPhone } from './send.ts';

/**
 * The server of the send bench, in a process of its own (started by send.ts): the real app, and
 * one host with a session and BENCH_EVENTS paid-for events of BENCH_GUESTS guests each, handed to
 * its parent. Guests' addresses end in `@<event index>.bench.example` (their numbers: benchPhone),
 * so the parent can tell the runs apart at the stand-ins.
 */
const eventCount = Number(process.env.BENCH_EVENTS ?? 6);
const guestCount = Number(process.env.BENCH_GUESTS ?? 200);
/**
 * BENCH_PHONES=1: every guest has a phone number only (texted: docs/decisions/070), and each event
 * has its host's texting consent and a clock at noon (no quiet hours).
 */
const phones = process.env.BENCH_PHONES === '1';
const bench = await buildBenchApp();
const { db } = bench;

const run = randomBytes(4).toString('hex');
// One verified host per event, each with a session: the sending budgets are per account and per
// day (docs/decisions/031), and every run is a real host's first send of the day.
const tokens: string[] = [];
const made: { id: string }[] = [];
for (let i = 0; i < eventCount; i++) {
  const token = generateToken();
  const [host] = await db
    .insert(users)
    .values({
      email: `bench-host-${run}-${i}@example.com`,
      displayName: 'Bench Host',
      emailVerified: true,
    })
    .returning({ id: users.id });
  if (!host) throw new Error('no host');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: host.id,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  const [event] = await db
    .insert(events)
    .values({
      userId: host.id,
      title: `Bench party ${i}`,
      location: '1 Bench Street',
      eventDate: '2030-06-01',
      startTime: '15:00',
      timeZone: phones ? zoneAtHour(12) : 'Europe/London',
      personalMessage: 'See you there!',
      unlockedAt: new Date(),
      smsConsentAt: phones ? new Date() : null,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('no event');
  tokens.push(token);
  made.push(event);
}
for (const [i, event] of made.entries()) {
  await db.insert(invitations).values(
    Array.from({ length: guestCount }, (_, g) => ({
      eventId: event.id,
      recipientName: `Guest ${g}`,
      ...(phones ? { phone: benchPhone(i, g) } : { email: `guest-${g}@${i}.bench.example` }),
      uniqueCode: randomBytes(9).toString('base64url').slice(0, 12),
    })),
  );
}

await listenForBench(bench, { tokens, eventIds: made.map((e) => e.id) });
