import { cpus, loadavg } from 'node:os';
import { startResendStandIn } from '@partyreel/server/mail/resend-stand-in';
import { onEachDatabase } from './databases.ts';
import { lastAccepted, measureSends, startSendServer } from './send.ts';
import { summarize, table } from './stats.ts';

/** The goals the figures are read against (set for sending). */
const ANSWER_GOAL_MS = 300;
const HANDED_GOAL_MS = 5_000;
const API_KEY = 're_bench_send';

/**
 * BENCH=send: for a send to GUESTS (default 200) guests, the time until guests.send answers, and
 * until every e-mail is handed over: to the outbox transport (the default), and to Resend — a
 * local stand-in with Resend's batch endpoint, its default limit of 2 calls a second and
 * STAND_IN_DELAY_MS (default 150) per answer. The first send warms up; RUNS (default 5) are
 * timed. On PGlite always; on PostgreSQL too when DATABASE_URL is set (a fresh database each).
 */
export async function benchSend() {
  const guests = Number(process.env.GUESTS ?? 200);
  const runs = Number(process.env.RUNS ?? 5);
  const delayMs = Number(process.env.STAND_IN_DELAY_MS ?? 150);
  const rows: (string | number)[][] = [];

  async function benchOn(label: string, env: Record<string, string | undefined>) {
    for (const transport of ['outbox', 'resend'] as const) {
      const standIn =
        transport === 'resend'
          ? await startResendStandIn({ apiKey: API_KEY, perSecond: 2, answerDelayMs: delayMs })
          : undefined;
      const server = await startSendServer(
        {
          ...env,
          ...(standIn
            ? {
                RESEND_API_KEY: API_KEY,
                MAIL_FROM: 'Bench <bench@example.com>',
                RESEND_BASE_URL: standIn.url,
              }
            : {}),
        },
        runs + 1,
        guests,
      );
      try {
        const { answers, handed, accepted } = await measureSends(
          server,
          guests,
          standIn
            ? (i) => () =>
                lastAccepted(
                  () => standIn.accepted.filter((m) => m.to.endsWith(`@${i}.bench.example`)),
                  guests,
                )
            : undefined,
        );
        const a = summarize(answers);
        const h = summarize(handed);
        const r = accepted.length > 0 ? summarize(accepted) : undefined;
        rows.push([
          label,
          transport === 'outbox' ? 'outbox' : `Resend stand-in (2/s, ${delayMs} ms)`,
          a.n,
          Math.round(a.p50),
          Math.round(a.max),
          a.max <= ANSWER_GOAL_MS ? 'yes' : 'NO',
          Math.round(h.p50),
          Math.round(h.max),
          r ? Math.round(r.p50) : '–',
          transport === 'outbox' ? (h.max <= HANDED_GOAL_MS ? 'yes' : 'NO') : '–',
        ]);
        console.error(`done: ${label}, ${transport}`);
      } finally {
        await server.stop();
        await standIn?.close();
      }
    }
  }

  await onEachDatabase('send', benchOn);

  const machine = `loopback, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`;
  console.log(`\nguests.send to ${guests} guests (ms, ${machine})\n`);
  console.log(
    table(
      [
        'database',
        'transport',
        'runs',
        'answer p50',
        'answer max',
        `≤ ${ANSWER_GOAL_MS}`,
        'all sent p50',
        'all sent max',
        'stand-in has all p50',
        `≤ ${HANDED_GOAL_MS}`,
      ],
      rows,
    ),
  );
}
