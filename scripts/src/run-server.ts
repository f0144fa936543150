import { type ChildProcess, spawn } from 'node:child_process';
import { serverDir } from './paths.ts';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/src/server.ts` in a child process on a free loopback port (PORT=0) and resolves
 * with its URL once it listens. `env` adds to (or overrides) the parent's environment.
 */
export function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: definedOnly({ ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on('message', (message: { type?: string; address?: string }) => {
      if (message.type !== 'listening' || !message.address) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: message.address, process: child, stop });
    });
    // Show what the server logs (its level is the caller's LOG_LEVEL) and keep the pipe drained.
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      process.stderr.write(c);
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
      process.stderr.write(c);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${output}`));
    });
  });
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
  );
}
