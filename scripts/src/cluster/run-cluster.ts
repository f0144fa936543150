import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newWebhookSecret } from '@partyreel/server/mail/svix-signature';
import { serverDir } from '../paths.ts';
import { type RunningProxy, startProxy } from './proxy.ts';
import {
  DEFAULT_RESTART_POLICY,
  deathsInARow,
  type RestartPolicy,
  restartDelay,
  shouldRestart,
} from './restart.ts';
import { type S3Settings, s3Env } from './s3-stand-in.ts';

/** The compiled server (`pnpm --filter @partyreel/server build`), what production runs. */
export const compiledServer = resolve(serverDir, 'dist/server.js');

export interface ClusterInstance {
  /** 'A', 'B', … in the order they were started. */
  name: string;
  /**
   * Its own address, behind the proxy's; a restart keeps it. `process` and `exited` are the
   * current run's (restart.ts).
   */
  url: string;
  /** How many times it was started again after dying. */
  readonly restarts: number;
  /** Its own DATA_DIR (a temporary folder, removed by the cluster's close). */
  dataDir: string;
  process: ChildProcess;
  /** Resolves with its exit code (null if a signal ended it) once it has exited. */
  exited: Promise<number | null>;
  /** What it printed so far. */
  output(): string;
  /** Sends `signal` (SIGTERM: a graceful stop) and resolves with the exit code once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  proxy: RunningProxy;
  instances: ClusterInstance[];
  /** Stops every instance still running (SIGTERM, each drains), the proxy, and removes the data folders. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** How many instances; 2 unless told. */
  instances?: number;
  /** The PostgreSQL database they share (PGlite cannot be shared between processes). */
  databaseUrl: string;
  /** The bucket they share; without it each would keep uploads in its own DATA_DIR. */
  s3?: S3Settings;
  /**
   * Added to the parent's environment for every instance (NODE_ENV, LOG_LEVEL, DRAIN_DELAY_MS,
   * COOKIE_SECRET, RATE_LIMITS, …); an undefined value removes that variable. PORT, HOST and
   * DATA_DIR are each instance's own.
   */
  env?: Record<string, string | undefined>;
  /** The proxy's port; a free one unless told. */
  port?: number;
  /** The proxy's address to listen on; 127.0.0.1 unless told. */
  host?: string;
  /** The compiled server (the default when server/dist/server.js exists) or the TypeScript source. */
  entry?: 'compiled' | 'source';
  /** Each line an instance prints; by default written to stderr after its name. */
  onOutput?: (instance: string, line: string) => void;
  /** How long an instance may take to listen. */
  startTimeoutMs?: number;
  /** When to start an instance that dies again (restart.ts); `false`: never. */
  restart?: RestartPolicy | false;
}

/**
 * Several PartyReel instances on this machine behind one address (scale-out; docs/architecture.md,
 * Jobs): a proxy (proxy.ts) that shares requests and WebSockets among the ready ones, each instance
 * a process of its own with its own DATA_DIR, all on the same PostgreSQL and bucket, with the same
 * COOKIE_SECRET, PUBLIC_URL the proxy's address and TRUST_PROXY the proxy's one hop. For
 * `pnpm cluster` and the scale-out journey; in production any load balancer and any number of
 * machines do the same.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`instances must be ≥ 1, not ${count}`);
  // The proxy first, with no one behind it: each instance must know its address (PUBLIC_URL).
  const proxy = await startProxy({ upstreams: [], port: options.port, host: options.host });
  const entry = options.entry ?? (existsSync(compiledServer) ? 'compiled' : 'source');
  const shared: Record<string, string | undefined> = {
    NODE_ENV: 'development',
    // Longer than the proxy's readiness checks (every 300 ms), so it stops sending requests to a
    // draining instance before that instance stops accepting them.
    DRAIN_DELAY_MS: '1000',
    // Every instance must verify the cookies the others sign.
    COOKIE_SECRET: process.env.COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
    // And Resend's webhooks, whichever instance the proxy hands them to (docs/decisions/033).
    RESEND_WEBHOOK_SECRET: process.env.RESEND_WEBHOOK_SECRET ?? newWebhookSecret(),
    PUBLIC_URL: proxy.url,
    // Only the proxy's own hop (docs/decisions/039): it appends the address it saw to
    // X-Forwarded-For, and whatever a client wrote before that is not believed. A hop count, not
    // the proxy's address: the proxy and its clients share 127.0.0.1 here, so trusting that address
    // would trust a local client's forged entries too.
    TRUST_PROXY: '1',
    ...(options.s3 ? s3Env(options.s3) : {}),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  const instances: ClusterInstance[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await proxy.close();
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
  };
  try {
    const names = Array.from({ length: count }, (_, i) => String.fromCharCode(65 + (i % 26)));
    const start = (name: string, reuse?: Reuse) =>
      startInstance(name, entry, shared, options.onOutput, options.startTimeoutMs ?? 60_000, reuse);
    const restart = options.restart ?? DEFAULT_RESTART_POLICY;
    const started = await Promise.allSettled(
      names.map(async (name) => {
        const first = await start(name);
        if (!restart) return first;
        const reuse = { dataDir: first.dataDir, port: new URL(first.url).port };
        return supervise(first, () => start(name, reuse), restart, options.onOutput ?? printLine);
      }),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    for (const instance of instances) {
      const upstream = await proxy.add(instance.url);
      if (!upstream.ready) throw new Error(`instance ${instance.name} is not ready at /readyz`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { proxy, instances, close };
}

const printLine = (name: string, line: string) => process.stderr.write(`[${name}] ${line}\n`);

/**
 * Watches `first` and, when it dies (not when asked to stop), starts it again with `again` after
 * the policy's back-off, for as long as it keeps dying; the returned instance is always the
 * current run.
 */
function supervise(
  first: ClusterInstance,
  again: () => Promise<ClusterInstance>,
  policy: RestartPolicy,
  print: (instance: string, line: string) => void,
): ClusterInstance {
  let current = first;
  let earlierOutput = '';
  let restarts = 0;
  let stopped = false;
  let starting: Promise<ClusterInstance> | undefined;
  const keepAlive = async () => {
    let deaths = 0;
    let startedAt = Date.now();
    for (;;) {
      const code = await current.exited;
      if (stopped || !shouldRestart(code)) return;
      deaths = deathsInARow(policy, deaths, Date.now() - startedAt);
      const delayMs = restartDelay(policy, deaths);
      print(first.name, `exited (${code ?? 'killed by a signal'}); restarting in ${delayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      if (stopped) return;
      startedAt = Date.now();
      starting = again();
      try {
        const next = await starting;
        earlierOutput += current.output();
        current = next;
        restarts += 1;
        if (stopped) return;
        print(first.name, `restarted (pid ${next.process.pid}) at ${next.url}`);
      } catch (error) {
        print(first.name, `did not start again: ${error instanceof Error ? error.message : error}`);
      } finally {
        starting = undefined;
      }
    }
  };
  void keepAlive();
  return {
    name: first.name,
    dataDir: first.dataDir,
    get url() {
      return current.url;
    },
    get process() {
      return current.process;
    },
    get exited() {
      return current.exited;
    },
    get restarts() {
      return restarts;
    },
    output: () => earlierOutput + current.output(),
    async stop(signal) {
      stopped = true;
      await starting?.catch(() => {});
      return current.stop(signal);
    },
  };
}

/** A restart's: the dead run's data folder and port (so the proxy finds it where it was). */
interface Reuse {
  dataDir: string;
  port: string;
}

function startInstance(
  name: string,
  entry: 'compiled' | 'source',
  shared: Record<string, string | undefined>,
  onOutput: ((instance: string, line: string) => void) | undefined,
  timeoutMs: number,
  reuse?: Reuse,
): Promise<ClusterInstance> {
  const dataDir =
    reuse?.dataDir ?? mkdtempSync(join(tmpdir(), `partyreel-instance-${name.toLowerCase()}-`));
  const args =
    entry === 'compiled'
      ? ['--enable-source-maps', compiledServer]
      : ['--import', 'tsx', 'src/server.ts'];
  const env = {
    ...process.env,
    ...shared,
    PORT: reuse?.port ?? '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: Object.fromEntries(
      Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });

  let output = '';
  const print = onOutput ?? printLine;
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) print(name, line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  return new Promise((resolve, reject) => {
    let listening = false;
    const fail = (error: Error) => {
      if (listening) return;
      clearTimeout(timer);
      void stop('SIGKILL').then(() => {
        if (!reuse) rmSync(dataDir, { recursive: true, force: true });
      });
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`instance ${name} did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    void exited.then((code) =>
      fail(new Error(`instance ${name} exited (${code}) before listening:\n${output}`)),
    );
    // The server tells a parent that started it where it listens (server/src/server.ts).
    child.on('message', (message: { type?: string; address?: string }) => {
      if (message.type !== 'listening' || !message.address) return;
      listening = true;
      clearTimeout(timer);
      resolve({
        name,
        url: message.address,
        restarts: 0,
        dataDir,
        process: child,
        exited,
        output: () => output,
        stop,
      });
    });
  });
}
