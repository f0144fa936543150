import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newWebhookSecret } from '@partyreel/server/mail/svix-signature';
import { serverDir } from '../paths.ts';
import { type RunningProxy, startProxy } from './proxy.ts';
import { type S3Settings, s3Env } from './s3-stand-in.ts';

/** The compiled server (`pnpm --filter @partyreel/server build`), what production runs. */
export const compiledServer = resolve(serverDir, 'dist/server.js');

export interface ClusterInstance {
  /** 'A', 'B', … in the order they were started. */
  name: string;
  /** Its own address, behind the proxy's. */
  url: string;
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
}

/**
 * Several PartyReel instances on this machine behind one address (issue 16, DESIGN.md §6): a
 * proxy (proxy.ts) that shares requests and WebSockets among the ready ones, each instance a
 * process of its own with its own DATA_DIR, all on the same PostgreSQL and bucket, with the same
 * COOKIE_SECRET, PUBLIC_URL the proxy's address and TRUST_PROXY on. For `pnpm cluster` and the
 * scale-out journey; in production any load balancer and any number of machines do the same.
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
    TRUST_PROXY: 'on',
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
    const started = await Promise.allSettled(
      names.map((name) =>
        startInstance(name, entry, shared, options.onOutput, options.startTimeoutMs ?? 60_000),
      ),
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

function startInstance(
  name: string,
  entry: 'compiled' | 'source',
  shared: Record<string, string | undefined>,
  onOutput: ((instance: string, line: string) => void) | undefined,
  timeoutMs: number,
): Promise<ClusterInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), `partyreel-instance-${name.toLowerCase()}-`));
  const args =
    entry === 'compiled'
      ? ['--enable-source-maps', compiledServer]
      : ['--import', 'tsx', 'src/server.ts'];
  const env = { ...process.env, ...shared, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: Object.fromEntries(
      Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });

  let output = '';
  const print = onOutput ?? ((n, line) => process.stderr.write(`[${n}] ${line}\n`));
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
      void stop('SIGKILL').then(() => rmSync(dataDir, { recursive: true, force: true }));
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
        dataDir,
        process: child,
        exited,
        output: () => output,
        stop,
      });
    });
  });
}
