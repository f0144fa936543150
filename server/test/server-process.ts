import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { newWebhookSecret } from '../src/mail/svix-signature.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far (for a failure message). */
  output(): string;
  /** SIGKILL: no shutdown, no cleanup, as when the machine dies. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: a graceful stop. */
  stop(): Promise<void>;
}

/**
 * The real server (`src/server.ts`) in a child process on a free loopback port, resolved once it
 * listens. `env` adds to the parent's environment; an undefined value removes that variable.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        // Production refuses Resend without its webhook secret (docs/decisions/033).
        RESEND_WEBHOOK_SECRET: process.env.RESEND_WEBHOOK_SECRET ?? newWebhookSecret(),
        ...env,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
    child.on('message', (message: { type?: string; address?: string }) => {
      if (message.type !== 'listening' || !message.address) return;
      clearTimeout(timer);
      resolve({
        url: message.address,
        child,
        output: () => output,
        kill: () => signal('SIGKILL'),
        stop: () => signal('SIGTERM'),
      });
    });
  });
}
