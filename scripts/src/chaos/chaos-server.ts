import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServer } from '../cluster/run-cluster.ts';
import { serverDir } from '../paths.ts';

/** One instance of the built server (server/dist/server.js), as production runs it. */
export interface ChaosServer {
  url: string;
  pid: number;
  process: ChildProcess;
  /** Its own DATA_DIR, a temporary folder removed by `stop`. */
  dataDir: string;
  /** Resolves with the exit code (null if a signal ended it) once the process has gone. */
  exited: Promise<number | null>;
  running(): boolean;
  /** Resident memory in MB (VmRSS). */
  rssMb(): number;
  /** What it printed so far (its last 200 kB). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; removes its DATA_DIR. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * How long an attacked server may take to stop gracefully before it is killed, when its stop is
 * not what is measured: a stop that hangs is attack 5's finding, not a reason for a slow run.
 */
export const STOP_GRACE_MS = 5000;

/** Every server started and not yet stopped, so that a failing run can still stop them. */
const started = new Set<ChaosServer>();

/**
 * Starts server/dist/server.js on a free loopback port (PORT=0; it tells us its address over IPC,
 * as scripts/src/run-server.ts expects) with NODE_ENV=development, its own DATA_DIR under the
 * system's temp folder, and `env` on top (DATABASE_URL, RATE_LIMITS, COOKIE_SECRET…). Its output is
 * kept, not printed: CHAOS_VERBOSE=1 prints it to stderr.
 */
export function startChaosServer(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<ChaosServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partyreel-chaos-'));
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', compiledServer], {
    cwd: serverDir,
    env: Object.fromEntries(
      Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
    if (process.env.CHAOS_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  return new Promise((resolve, reject) => {
    let server: ChaosServer | undefined;
    const stop = async (graceMs = 30_000) => {
      if (running()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => running() && child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      if (server) started.delete(server);
      rmSync(dataDir, { recursive: true, force: true });
    };
    const timer = setTimeout(() => {
      void stop(1000);
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    void exited.then((code) => {
      if (server) return;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
    child.on('message', (message: { type?: string; address?: string }) => {
      if (message.type !== 'listening' || !message.address || server) return;
      clearTimeout(timer);
      server = {
        url: message.address,
        pid: child.pid as number,
        process: child,
        dataDir,
        exited,
        running,
        rssMb: () => {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
          return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
        },
        output: () => output,
        stop,
      };
      started.add(server);
      resolve(server);
    });
  });
}

/** Other things to stop if the run ends early (a cluster): each removes itself once done. */
const others = new Set<() => Promise<void>>();

/** Has `stop` called by `stopAllServers` unless the returned function says it is done first. */
export function stopOnExit(stop: () => Promise<void>): () => void {
  others.add(stop);
  return () => others.delete(stop);
}

/** Stops every server still running (SIGKILL after 5 s), and all else registered: the run's clean-up. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([
    ...[...started].map((server) => server.stop(5000)),
    ...[...others].map((stop) => stop().catch(() => {})),
  ]);
}

/** Why `server` did not live, in a few words: its exit, or its silence while still running. */
export function deathOf(server: ChaosServer): string {
  const { exitCode, signalCode } = server.process;
  if (exitCode !== null) return `exited with code ${exitCode}`;
  if (signalCode !== null) return `ended by ${signalCode}`;
  return 'still running but /healthz not answering';
}
