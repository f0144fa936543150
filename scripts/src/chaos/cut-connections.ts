import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createHostedEvent } from '../bench/hosted-event.ts';
import {
  type Answer,
  checkStored,
  errorSummary,
  linkAnswer,
  type Outcome,
  personalAnswer,
  sendAnswer,
} from './answers.ts';
import { deathOf, STOP_GRACE_MS, startChaosServer } from './chaos-server.ts';
import { answersHealth, probeInChild } from './health-probe.ts';
import type { AttackRow } from './report.ts';

const GUESTS = 40;
const LINK_ANSWERS = 40;
const ROUNDS = 4;
/** How long a client waits for its answer's acknowledgement (the lock itself lasts ~5 s). */
const ANSWER_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Attack 1: database connections cut mid-transaction. An event's guest rows (its invitations and
 * its share link) are locked by a transaction of our own; GUESTS personal guests and LINK_ANSWERS
 * share-link browsers answer at once, so the server's transactions wait on the lock; ROUNDS times,
 * the server's backends waiting on a lock (pg_stat_activity, this database) are ended with
 * pg_terminate_backend. Then the lock goes, the answers settle, and each acknowledged one must be
 * stored exactly once.
 */
export async function cutConnections(databaseUrl: string): Promise<AttackRow> {
  const cookieSecret = randomBytes(32).toString('base64url');
  const server = await startChaosServer({
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'off',
    COOKIE_SECRET: cookieSecret,
  });
  const sql = postgres(databaseUrl, { max: 3, onnotice: () => {} });
  try {
    const { event, guestPaths } = await createHostedEvent(server.url, 'chaos-cut', {
      guests: GUESTS,
      unlock: { kind: 'dev-checkout' },
    });
    const code = event.counts.link.code;
    if (!code) throw new Error('the unlocked event has no share link code');
    const answers: Answer[] = [
      ...guestPaths.map(personalAnswer),
      ...Array.from({ length: LINK_ANSWERS }, () => linkAnswer(cookieSecret, code)),
    ];

    const holder = await sql.reserve();
    await holder`begin`;
    await holder`select 1 from invitations where event_id = ${event.id} for update`;
    await holder`select 1 from share_links where event_id = ${event.id} for update`;
    const [{ pid: holderPid } = { pid: 0 }] = await holder<{ pid: number }[]>`
      select pg_backend_pid() as pid`;

    const probe = await probeInChild(`${server.url}/healthz`);
    const outcomes: Promise<Outcome>[] = answers.map((a) =>
      sendAnswer(server.url, a, { timeoutMs: ANSWER_TIMEOUT_MS }),
    );
    let terminated = 0;
    let rounds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const deadline = performance.now() + 3000;
      let waiting: { pid: number }[] = [];
      while (performance.now() < deadline) {
        waiting = await sql<{ pid: number }[]>`
          select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> ${holderPid}`;
        if (waiting.length > 0) break;
        await sleep(100);
      }
      if (waiting.length === 0) break;
      rounds++;
      const ended = await sql<{ ok: boolean }[]>`
        select pg_terminate_backend(pid) as ok from unnest(${waiting.map((w) => w.pid)}::int[]) pid`;
      terminated += ended.filter((e) => e.ok).length;
      await sleep(500);
    }
    await holder`commit`;
    holder.release();
    const settled = await Promise.all(outcomes);
    const health = await probe.stop();
    await sleep(500);

    const lived = server.running() && (await answersHealth(server.url));
    const sent = answers.map((answer, i) => ({ answer, outcome: settled[i] as Outcome }));
    const check = await checkStored(sql, sent);
    return {
      attack: '1. cut connections mid-transaction',
      lived,
      health,
      lost: check.lost + check.uncounted,
      doubled: check.doubled,
      notes:
        `${terminated} backends terminated in ${rounds} rounds; ${check.acknowledged}/${answers.length} answers acknowledged` +
        `; client errors: ${errorSummary(settled)}` +
        (check.storedUnacknowledged
          ? `; ${check.storedUnacknowledged} stored though refused`
          : '') +
        (check.uncounted ? `; share-link counter ${check.uncounted} short` : '') +
        (lived ? '' : `; ${deathOf(server)}`),
      missed: rounds === 0 ? ['no backend was seen waiting: the attack did not happen'] : [],
    };
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop(STOP_GRACE_MS);
  }
}
