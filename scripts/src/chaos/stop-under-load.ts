import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import postgres from 'postgres';
import { createHostedEvent } from '../bench/hosted-event.ts';
import { type Cluster, startCluster } from '../cluster/run-cluster.ts';
import {
  type Answer,
  checkStored,
  errorSummary,
  linkAnswer,
  type Outcome,
  sendAnswer,
} from './answers.ts';
import { STOP_GRACE_MS, startChaosServer, stopOnExit } from './chaos-server.ts';
import { answersHealth, type ProbeResult, probeInChild } from './health-probe.ts';
import type { AttackRow } from './report.ts';

const ANSWERS = 500;
/** A steady load this machine carries (2 cores, shared): the stop is under test, not overload. */
const PER_SECOND = 100;
/**
 * Share links answered, round robin: each answer updates its link's counters under the row's
 * lock, so answers to one link queue behind each other; a few links measure the stop, not that.
 */
const LINKS = 5;
/** SIGTERM this long after the first answer: half of them are sent before it, half after. */
const SIGTERM_AT_MS = (ANSWERS / PER_SECOND / 2) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoadRun {
  sent: { answer: Answer; outcome: Outcome }[];
  exitCode: number | null;
  /** SIGTERM → the process gone (ms). */
  exitMs: number;
  health: ProbeResult;
}

/** The cluster's close, with any instance still draining after STOP_GRACE_MS killed. */
async function closeQuickly(cluster: Cluster): Promise<void> {
  const timer = setTimeout(() => {
    for (const instance of cluster.instances) instance.process.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await cluster.close();
  clearTimeout(timer);
}

/** LINKS events (each its own host) unlocked, their share links' codes. */
async function shareLinkCodes(baseUrl: string, tag: string): Promise<string[]> {
  const events = await Promise.all(
    Array.from({ length: LINKS }, (_, i) =>
      createHostedEvent(baseUrl, `${tag}-${i}`, { unlock: { kind: 'dev-checkout' } }),
    ),
  );
  return events.map(({ event }) => {
    const code = event.counts.link.code;
    if (!code) throw new Error('an unlocked event has no share link code');
    return code;
  });
}

/**
 * ANSWERS share-link answers at PER_SECOND, round robin over `codes`, to `baseUrl` (each a new browser, on keep-alive
 * connections as browsers keep them), while /healthz is probed at `probeUrl` until `probeUntil`;
 * `stop` (a SIGTERM that resolves with the exit code once the process is gone) runs SIGTERM_AT_MS
 * after the first answer.
 */
async function answersWhileStopping(
  baseUrl: string,
  probeUrl: string,
  probeUntil: 'sigterm' | 'end',
  cookieSecret: string,
  codes: string[],
  stop: () => Promise<number | null>,
): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const probe = await probeInChild(probeUrl);
  let health: Promise<ProbeResult> | undefined;
  const answers = Array.from({ length: ANSWERS }, (_, n) =>
    linkAnswer(cookieSecret, codes[n % codes.length] as string),
  );
  const outcomes: Promise<Outcome>[] = [];
  const start = performance.now();
  let exit: Promise<{ code: number | null; ms: number }> | undefined;
  for (let n = 0; n < ANSWERS; n++) {
    const due = start + (n * 1000) / PER_SECOND;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    if (!exit && performance.now() - start >= SIGTERM_AT_MS) {
      const signalled = performance.now();
      exit = stop().then((exitCode) => ({ code: exitCode, ms: performance.now() - signalled }));
      if (probeUntil === 'sigterm') health = probe.stop();
    }
    outcomes.push(sendAnswer(baseUrl, answers[n] as Answer, { agent, timeoutMs: 15_000 }));
  }
  const settled = await Promise.all(outcomes);
  const exited = await (exit ?? Promise.resolve({ code: null, ms: Number.NaN }));
  agent.destroy();
  return {
    sent: answers.map((answer, i) => ({ answer, outcome: settled[i] as Outcome })),
    exitCode: exited.code,
    exitMs: exited.ms,
    health: await (health ?? probe.stop()),
  };
}

function describeRun(run: LoadRun, stored: Awaited<ReturnType<typeof checkStored>>): string {
  return (
    `exit code ${run.exitCode} after ${(run.exitMs / 1000).toFixed(1)} s` +
    `; ${stored.acknowledged}/${ANSWERS} acknowledged, ${stored.acknowledged - stored.lost + stored.storedUnacknowledged} stored` +
    (stored.storedUnacknowledged ? ` (${stored.storedUnacknowledged} stored though refused)` : '') +
    (stored.uncounted ? `; share-link counter ${stored.uncounted} short` : '') +
    `; client errors: ${errorSummary(run.sent.map((s) => s.outcome))}`
  );
}

/**
 * Attack 5a: one instance gets SIGTERM while guests answer at a steady rate. With no other
 * instance, answers sent after it stops listening fail (reported, not a goal); every acknowledged
 * one must be stored once, and it must exit 0. /healthz is probed until the SIGTERM.
 */
export async function stopOneInstance(databaseUrl: string): Promise<AttackRow> {
  const cookieSecret = randomBytes(32).toString('base64url');
  const server = await startChaosServer({
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'off',
    COOKIE_SECRET: cookieSecret,
  });
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const codes = await shareLinkCodes(server.url, 'chaos-stop');
    const run = await answersWhileStopping(
      server.url,
      `${server.url}/healthz`,
      'sigterm',
      cookieSecret,
      codes,
      async () => {
        server.process.kill('SIGTERM');
        const timer = setTimeout(() => server.process.kill('SIGKILL'), 40_000);
        const exitCode = await server.exited;
        clearTimeout(timer);
        return exitCode;
      },
    );
    const stored = await checkStored(sql, run.sent);
    return {
      attack: `5a. SIGTERM under load (one instance, ${PER_SECOND}/s)`,
      lived: null,
      health: run.health,
      lost: stored.lost + stored.uncounted,
      doubled: stored.doubled,
      notes: describeRun(run, stored),
      missed: run.exitCode === 0 ? [] : [`exit code ${run.exitCode}`],
    };
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop(STOP_GRACE_MS);
  }
}

/**
 * Attack 5b: two instances behind the cluster proxy (scripts/src/cluster), answers through the
 * proxy, SIGTERM to one: the other must take over, so clients see no error, nothing acknowledged
 * is lost, and the stopped one exits 0. /healthz is probed through the proxy throughout.
 */
export async function stopBehindProxy(databaseUrl: string): Promise<AttackRow> {
  const cookieSecret = randomBytes(32).toString('base64url');
  const cluster = await startCluster({
    instances: 2,
    databaseUrl,
    entry: 'compiled',
    env: { RATE_LIMITS: 'off', COOKIE_SECRET: cookieSecret, LOG_LEVEL: 'warn' },
    onOutput: (instance, line) => {
      if (process.env.CHAOS_VERBOSE) process.stderr.write(`[${instance}] ${line}\n`);
    },
  });
  const done = stopOnExit(() => closeQuickly(cluster));
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const url = cluster.proxy.url;
    const codes = await shareLinkCodes(url, 'chaos-proxy');
    const [stopped, other] = cluster.instances;
    if (!stopped || !other) throw new Error('the cluster did not start two instances');
    const run = await answersWhileStopping(url, `${url}/healthz`, 'end', cookieSecret, codes, () =>
      stopped.stop('SIGTERM'),
    );
    const stored = await checkStored(sql, run.sent);
    const lived = other.process.exitCode === null && (await answersHealth(url));
    const errors = run.sent.filter((s) => !s.outcome.ok).length;
    const missed: string[] = [];
    if (run.exitCode !== 0) missed.push(`exit code ${run.exitCode}`);
    if (errors > 0) missed.push(`${errors} client errors`);
    return {
      attack: `5b. SIGTERM under load (2 instances behind the proxy, ${PER_SECOND}/s)`,
      lived,
      health: run.health,
      lost: stored.lost + stored.uncounted,
      doubled: stored.doubled,
      notes: `${describeRun(run, stored)}; lived = the other instance and the proxy`,
      missed,
    };
  } finally {
    await sql.end({ timeout: 5 });
    await closeQuickly(cluster);
    done();
  }
}
