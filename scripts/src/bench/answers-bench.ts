import { cpus, loadavg } from 'node:os';
import { measureAnswerLatency, measureThroughput, startAnswersServer } from './answers.ts';
import { onEachDatabase } from './databases.ts';
import { summarize, table } from './stats.ts';

/** The goals the figures are read against (set for live answers). */
const P95_GOAL_MS = 50;
const RATIO_GOAL = 0.8;

/**
 * BENCH=answers: a guest's answer → the host's `events.live` message (p50/p95/p99) with 1 and with
 * 1,000 subscribed hosts at 200 answers a second, and the answers per second of `invite.respond`
 * against a bare Fastify route doing the same SQL, in the same server. On PGlite always; on
 * PostgreSQL too when DATABASE_URL is set (a fresh database, dropped afterwards).
 * Options: ANSWERS (default 2000 per run), ANSWER_RATE (200), HOSTS ("1,1000"),
 * CONCURRENCY (16 clients), THROUGHPUT_MS (3000 per round, 2 rounds each).
 */
export async function benchAnswers() {
  const answers = Number(process.env.ANSWERS ?? 2000);
  const rate = Number(process.env.ANSWER_RATE ?? 200);
  const hostCounts = (process.env.HOSTS ?? '1,1000').split(',').map(Number);
  const concurrency = Number(process.env.CONCURRENCY ?? 16);
  const throughputMs = Number(process.env.THROUGHPUT_MS ?? 3000);
  const latencyRows: (string | number)[][] = [];
  const throughputRows: (string | number)[][] = [];

  async function benchOn(label: string, env: Record<string, string | undefined>) {
    const server = await startAnswersServer(
      { ...env, NODE_ENV: 'development', RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
      Math.max(...hostCounts),
    );
    try {
      // Warm up the code paths and the database before timing.
      await measureAnswerLatency(server, 1, 100, rate);
      await measureThroughput(server, concurrency, 500, 1);
      for (const hosts of hostCounts) {
        const run = await measureAnswerLatency(server, hosts, answers, rate);
        const s = summarize(run.latencies);
        latencyRows.push([
          label,
          hosts,
          s.n,
          Math.round(run.rate),
          s.p50,
          s.p95,
          s.p99,
          s.max,
          s.p95 <= P95_GOAL_MS ? 'yes' : 'NO',
        ]);
        console.error(`done: ${label}, ${hosts} host(s)`);
      }
      const t = await measureThroughput(server, concurrency, throughputMs);
      const ratio = t.procedure / t.bare;
      throughputRows.push([
        label,
        concurrency,
        Math.round(t.procedure),
        Math.round(t.bare),
        ratio.toFixed(2),
        ratio >= RATIO_GOAL ? 'yes' : 'NO',
      ]);
      console.error(`done: ${label}, throughput`);
    } finally {
      await server.stop();
    }
  }

  await onEachDatabase('answers', benchOn);

  const machine = `loopback, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`;
  console.log(`\nGuest answer → host's events.live message (ms, ${machine})\n`);
  console.log(
    table(
      [
        'database',
        'hosts',
        'answers',
        'answers/s',
        'p50',
        'p95',
        'p99',
        'max',
        `p95 ≤ ${P95_GOAL_MS}`,
      ],
      latencyRows,
    ),
  );
  console.log(
    `\ninvite.respond vs a bare Fastify route, same SQL (answers per second, ${machine})\n`,
  );
  console.log(
    table(
      ['database', 'clients', 'invite.respond', 'bare route', 'ratio', `ratio ≥ ${RATIO_GOAL}`],
      throughputRows,
    ),
  );
}
