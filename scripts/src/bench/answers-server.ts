import { randomBytes } from 'node:crypto';
import { events, sessions, shareLinks, users } from '@partyreel/db/schema';
import { generateToken, hashToken } from '@partyreel/server/auth/tokens';
import { answerInvitation } from '@partyreel/server/invite/invite-answer';
import { createRateLimits } from '@partyreel/server/rate-limit/rate-limits';
import { buildBenchApp, listenForBench } from './bench-app.ts';

/**
 * The server of the answers bench, in a process of its own (started by answers.ts, which sets its
 * COOKIE_SECRET so each simulated browser carries a valid visitor cookie): the real app, plus a
 * bare Fastify route that answers through a share link with the very statement invite.respond runs
 * for a browser with its cookie (answerInvitation: find what the code opens, the rate limits as the
 * app's configuration has them, upsert the answer, move the counters, notify), without tRPC and
 * without a cookie (the visitor id comes in the body). So the two differ by tRPC, its middleware
 * and the cookie only. It makes BENCH_HOSTS hosts, each with a session, an event and a share link,
 * and hands them to its parent.
 */
const hostCount = Number(process.env.BENCH_HOSTS ?? 1000);
const bench = await buildBenchApp();
const { app, db } = bench;
const limits = createRateLimits(bench.config.rateLimits, db);
app.addHook('onClose', async () => limits.stop());

interface BareAnswer {
  code: string;
  visitorId: string;
  response: 'accepted' | 'declined';
  peopleCount: number;
}

app.post<{ Body: BareAnswer }>('/bench/respond', async (req) => {
  const { code, visitorId, response, peopleCount } = req.body;
  const answer = { response, peopleCount, note: null };
  const guest = {
    code,
    clientIp: req.ip,
    visitorId,
    newVisitor: false,
    name: 'Bench',
    email: null,
  };
  const outcome = await answerInvitation(db, limits, guest, answer);
  if (!outcome.answered) throw new Error(`not answered: ${JSON.stringify(outcome)}`);
  return { answer };
});

const run = randomBytes(4).toString('hex');
const tokens = Array.from({ length: hostCount }, generateToken);
const hosts: { token: string; eventId: string; code: string }[] = [];
for (let start = 0; start < hostCount; start += 250) {
  const slice = tokens.slice(start, start + 250);
  const made = await db
    .insert(users)
    .values(slice.map((_, i) => ({ email: `bench-${run}-${start + i}@example.com` })))
    .returning({ id: users.id });
  await db.insert(sessions).values(
    made.map((user, i) => ({
      id: hashToken(slice[i] as string),
      userId: user.id,
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    })),
  );
  const madeEvents = await db
    .insert(events)
    // Paid for: a locked event's share link answers as unknown (the paywall).
    .values(
      made.map((user, i) => ({
        userId: user.id,
        title: `Bench party ${start + i}`,
        unlockedAt: new Date(),
      })),
    )
    .returning({ id: events.id });
  const links = await db
    .insert(shareLinks)
    .values(
      madeEvents.map((event) => ({
        eventId: event.id,
        code: randomBytes(9).toString('base64url').slice(0, 12),
      })),
    )
    .returning({ eventId: shareLinks.eventId, code: shareLinks.code });
  links.forEach((link, i) => {
    hosts.push({ token: slice[i] as string, eventId: link.eventId, code: link.code });
  });
}

await listenForBench(bench, { hosts });
