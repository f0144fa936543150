import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase } from '@partyreel/db/testing';
import { BUNDLE_COMPANIONS, serverBundleOptions } from '@partyreel/server/bundle-options';
import { MAX_SOCKETS_PER_ADDRESS } from '@partyreel/server/http/socket-caps';
import { startResendStandIn } from '@partyreel/server/mail/resend-stand-in';
import { newWebhookSecret } from '@partyreel/server/mail/svix-signature';
import { startStripeStandIn } from '@partyreel/server/payments/stripe-stand-in';
import { repoRoot, serverDir } from '../paths.ts';
import { type Command, loopbackAddress, type Report } from './fanout-protocol.ts';
import { table } from './stats.ts';
import { freePort } from './web-build.ts';

/**
 * BENCH=fanout (scale-out; docs/decisions/028): what 10,000 live subscriptions cost one production
 * instance on PostgreSQL, and how long one change takes to reach all of them.
 *
 * The server is what `pnpm start` runs: server.ts bundled by esbuild as server/build.ts does (our
 * packages in, every other package imported from node_modules), run by plain Node with
 * NODE_ENV=production, on a fresh PostgreSQL database made for the run and dropped after it
 * (DATABASE_URL names the PostgreSQL server; the local one by default). The bundle goes to a
 * temporary directory, not server/dist, so that a build someone else is running is not disturbed.
 * Production keeps its rate limits and caps (RATE_LIMITS=off is refused there): at most
 * MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions on one socket and MAX_SOCKETS_PER_ADDRESS sockets from
 * one address, so the subscriber process spreads its sockets over loopback addresses 127.1.0.1,
 * 127.1.0.2… (Linux routes all of 127/8 to lo), and each join comes from an address of its own.
 *
 * Measured: the server's resident memory (VmRSS of /proc/<pid>/status) idle after start, then with
 * FANOUT_SUBSCRIBERS (default 10,000) waitlist.live subscriptions open, held by a separate Node
 * process (fanout-subscribers.ts), FANOUT_PER_SOCKET on each socket (default "1,50": one run with
 * a socket per subscriber, as 10,000 people each with the page open, one with the cap); then
 * FANOUT_CHANGES (default 5, after one unmeasured) waitlist joins over HTTP, each timed from the
 * join sent to each subscriber having the new count: p50, p95 and the last of the 10,000, and the
 * server's CPU time per change (/proc/<pid>/stat), the steadier figure on a shared machine, beside
 * the subscriber process's (what receiving 10,000 messages costs the one process that stands in for
 * 10,000 clients: on two cores it runs beside the server, so the last arrival waits on both).
 */

const SUBSCRIBERS = Number(process.env.FANOUT_SUBSCRIBERS ?? 10_000);
const CHANGES = Number(process.env.FANOUT_CHANGES ?? 5);
const GOAL_RSS_MB = 1024;
const GOAL_LAST_MS = 300;

const STRIPE_SECRET_KEY = 'sk_test_bench_fanout';
const RESEND_API_KEY = 're_bench_fanout';

/**
 * FANOUT_SERVER_DIR: bundle the server of another checkout instead (its `server` directory, e.g. of
 * the commit before a change, `git archive <commit> server | tar -x -C /tmp/before`), with this
 * checkout's packages and migrations, to measure before and after the same way.
 */
const sourceDir = process.env.FANOUT_SERVER_DIR
  ? resolve(process.env.FANOUT_SERVER_DIR)
  : serverDir;

/** The server bundled as for production, in `dir`, laid out so that it finds what it reads. */
async function bundleServer(dir: string): Promise<string> {
  // esbuild is the server's dependency, not this package's: load it from there.
  const esbuildPath = createRequire(join(serverDir, 'package.json')).resolve('esbuild');
  const { build } = (await import(esbuildPath)) as { build: (options: object) => Promise<unknown> };
  // Laid out as the repository: dir/server/dist/server.js finds its packages through
  // dir/server/node_modules and the migrations in dir/db (env.ts repoRoot, two levels up).
  const out = join(dir, 'server/dist');
  mkdirSync(out, { recursive: true });
  symlinkSync(join(serverDir, 'node_modules'), join(dir, 'server/node_modules'), 'dir');
  mkdirSync(join(dir, 'db'));
  symlinkSync(join(repoRoot, 'db/migrations'), join(dir, 'db/migrations'), 'dir');
  await build(
    serverBundleOptions({
      entry: join(sourceDir, 'src/server.ts'),
      outfile: join(out, 'server.js'),
    }),
  );
  for (const { from, to } of BUNDLE_COMPANIONS) copyFileSync(join(serverDir, from), join(out, to));
  return join(out, 'server.js');
}

interface Running {
  child: ChildProcess;
  stop(): Promise<void>;
}

function startBundle(entry: string, env: Record<string, string>): Promise<Running> {
  // FANOUT_NODE_ARGS: more Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = process.env.FANOUT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...extra, entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      void stop();
      fail(new Error('the server did not start within 60 s'));
    }, 60_000);
    child.on('message', (message: { type?: string }) => {
      if (message.type !== 'listening') return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      done({ child, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with code ${code} before listening`));
    });
  });
}

/** Resident memory of process `pid` in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * CPU time process `pid` has used (user + system, ms): what a change costs the server, which the
 * other engineers' load on a shared machine moves much less than the wall-clock times.
 */
function cpuMs(pid: number): number {
  // After the command's closing parenthesis: state is field 3, utime and stime are 14 and 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The subscriber process, and a way to send it a command and await its report. */
function startSubscribers() {
  const child = fork(join(import.meta.dirname, 'fanout-subscribers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited: Error | undefined;
  child.once('exit', (code) => (exited = new Error(`the subscriber process exited (${code})`)));
  const ask = <T extends Report['type']>(command: Command, expect: T) =>
    new Promise<Extract<Report, { type: T }>>((done, fail) => {
      if (exited) return fail(exited);
      const onExit = (code: number | null) =>
        fail(new Error(`the subscriber process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (report: Report) => {
        child.off('exit', onExit);
        if (report.type === expect) done(report as Extract<Report, { type: T }>);
        else
          fail(new Error(report.type === 'failed' ? report.message : `unexpected ${report.type}`));
      });
      child.send(command);
    });
  return { child, ask };
}

interface LayoutRun {
  perSocket: number;
  sockets: number;
  idle: number;
  held: number;
  after: number;
  changes: Extract<Report, { type: 'changed' }>[];
  /** The server's CPU time (user + system) per measured change, ms. */
  cpuPerChange: number;
}

/** A fresh server on `databaseUrl`, then SUBSCRIBERS subscriptions `perSocket` to a socket. */
async function measureLayout(
  entry: string,
  env: Record<string, string>,
  perSocket: number,
): Promise<LayoutRun> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startBundle(entry, {
    ...env,
    PORT: String(port),
    PUBLIC_URL: origin,
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
  });
  let subscribers: ReturnType<typeof startSubscribers> | undefined;
  try {
    const pid = server.child.pid as number;
    await sleep(2000);
    const idle = rssMb(pid);
    console.error(`fanout: server idle at ${idle.toFixed(0)} MB`);

    subscribers = startSubscribers();
    const opened = await subscribers.ask(
      {
        type: 'open',
        wsUrl: `ws://127.0.0.1:${port}/trpc`,
        origin,
        subscribers: SUBSCRIBERS,
        perSocket,
        socketsPerAddress: MAX_SOCKETS_PER_ADDRESS,
      },
      'opened',
    );
    console.error(
      `fanout: ${opened.subscribers} subscriptions on ${opened.sockets} sockets in ${opened.openMs.toFixed(0)} ms`,
    );
    await sleep(2000);
    const held = rssMb(pid);

    const runId = randomBytes(3).toString('hex');
    const changes: Extract<Report, { type: 'changed' }>[] = [];
    let cpuBefore = 0;
    // One unmeasured change first: the first fan-out also compiles its code paths.
    for (let n = 0; n <= CHANGES; n++) {
      if (n === 1) cpuBefore = cpuMs(pid);
      const changed = await subscribers.ask(
        {
          type: 'change',
          joinUrl: `${origin}/trpc/waitlist.join`,
          origin,
          email: `fanout-${runId}-${n}@example.com`,
          // Each join from an address of its own: production's waitlistJoin rate limit is per address.
          localAddress: loopbackAddress(2, n),
          timeoutMs: 30_000,
        },
        'changed',
      );
      if (n > 0) changes.push(changed);
      console.error(
        `fanout: change ${n}${n === 0 ? ' (warm-up)' : ''}: last ${changed.last.toFixed(0)} ms`,
      );
      await sleep(500);
    }
    // The server is idle between changes (the sleeps), so this is the changes' own CPU time.
    const cpuPerChange = (cpuMs(pid) - cpuBefore) / CHANGES;
    const after = rssMb(pid);
    await subscribers.ask({ type: 'close' }, 'closed');
    return { perSocket, sockets: opened.sockets, idle, held, after, changes, cpuPerChange };
  } finally {
    if (subscribers && subscribers.child.exitCode === null) subscribers.child.kill();
    await server.stop();
  }
}

export async function benchFanout(): Promise<void> {
  // FANOUT_PER_SOCKET: the socket layouts to measure, a fresh server each. 1: one socket per
  // subscriber, as 10,000 people each with the page open; 50: the cap, fewest sockets.
  const layouts = (process.env.FANOUT_PER_SOCKET ?? '1,50').split(',').map(Number);
  // createTestDatabase makes a fresh database on the PostgreSQL server DATABASE_URL names.
  const given = process.env.DATABASE_URL;
  process.env.DATABASE_URL = given ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createTestDatabase().finally(() => {
    if (given === undefined) delete process.env.DATABASE_URL;
  });
  const work = mkdtempSync(join(tmpdir(), 'partyreel-bench-fanout-'));
  const resend = await startResendStandIn({ apiKey: RESEND_API_KEY });
  const stripe = await startStripeStandIn({ secretKey: STRIPE_SECRET_KEY });
  const runs: LayoutRun[] = [];
  try {
    const entry = await bundleServer(work);
    for (const perSocket of layouts) {
      runs.push(
        await measureLayout(
          entry,
          {
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            DATABASE_URL: database.databaseUrl as string,
            DATA_DIR: join(work, 'data'),
            WEB_DIST: resolve(repoRoot, 'web/dist'),
            RESEND_API_KEY,
            MAIL_FROM: 'PartyReel Bench <bench@example.com>',
            RESEND_BASE_URL: resend.url,
            // Production refuses Resend without its webhook secret (docs/decisions/033).
            RESEND_WEBHOOK_SECRET: newWebhookSecret(),
            STRIPE_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET: 'whsec_bench_fanout',
            STRIPE_API_BASE: stripe.url,
          },
          perSocket,
        ),
      );
    }
  } finally {
    await stripe.close();
    await resend.close();
    await database.destroy();
    rmSync(work, { recursive: true, force: true });
  }

  const mb = (v: number) => `${v.toFixed(0)} MB`;
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const [load1] = loadavg();
  console.log(
    `
Fan-out: one production instance on PostgreSQL, ${SUBSCRIBERS} waitlist.live subscriptions ` +
      `held by a separate process; ${CHANGES} changes (waitlist joins) after one warm-up, each ` +
      `timed from the join sent to each subscriber having the new count ` +
      `(${cpus().length} cores, load ${load1?.toFixed(2)} at the end, Node ${process.version})` +
      (process.env.FANOUT_SERVER_DIR ? `; server from ${process.env.FANOUT_SERVER_DIR}` : '') +
      '\n',
  );
  console.log(
    table(
      [
        'sockets',
        'RSS idle',
        `RSS, ${SUBSCRIBERS} subs`,
        'per sub',
        'RSS after',
        'p50 (worst)',
        'p95 (worst)',
        'last (median)',
        'last (worst)',
        'server CPU / change',
        'subscribers CPU / change',
        `goals: < ${mb(GOAL_RSS_MB)}, last < ${GOAL_LAST_MS} ms`,
      ],
      runs.map((run) => {
        const worst = (pick: (c: LayoutRun['changes'][number]) => number) =>
          Math.max(...run.changes.map(pick));
        const lasts = run.changes.map((c) => c.last).sort((a, b) => a - b);
        const medianLast = lasts[Math.floor((lasts.length - 1) / 2)] as number;
        const rssMet = run.held < GOAL_RSS_MB;
        const lastMet = worst((c) => c.last) < GOAL_LAST_MS;
        return [
          `${run.sockets} × ${run.perSocket}`,
          mb(run.idle),
          mb(run.held),
          `${(((run.held - run.idle) * 1024) / SUBSCRIBERS).toFixed(1)} KB`,
          mb(run.after),
          ms(worst((c) => c.p50)),
          ms(worst((c) => c.p95)),
          ms(medianLast),
          ms(worst((c) => c.last)),
          ms(run.cpuPerChange),
          ms(run.changes.reduce((sum, c) => sum + c.subscribersCpuMs, 0) / run.changes.length),
          `memory ${rssMet ? 'met' : 'missed'}, last ${lastMet ? 'met' : 'missed'}`,
        ];
      }),
    ),
  );
  for (const run of runs) {
    console.log(`
${run.sockets} sockets × ${run.perSocket}: each change (ms)
`);
    console.log(
      table(
        ['change', 'join answered', 'p50', 'p95', 'last'],
        run.changes.map((c, i) => [i + 1, ms(c.joinMs), ms(c.p50), ms(c.p95), ms(c.last)]),
      ),
    );
  }
}
