import { type ChildProcess, spawn } from 'node:child_process';

/** A benchmark's server process once it has said it listens: its message and a way to stop it. */
export interface BenchProcess<M> {
  ready: M;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a benchmark's server script (`entry`, run through tsx from `cwd`) in its own process with
 * `env` added to this one's, and resolves with the first IPC message `ready` accepts (the script's
 * "listening" message with what the bench needs). `name` words the errors: the process is stopped
 * when it does not get ready within `timeoutMs`, and an exit before that rejects.
 */
export function startBenchProcess<M>(options: {
  entry: string;
  cwd: string;
  env: Record<string, string | undefined>;
  name: string;
  timeoutMs: number;
  ready: (message: unknown) => M | undefined;
}): Promise<BenchProcess<M>> {
  const { entry, cwd, env, name, timeoutMs, ready } = options;
  const merged: Record<string, string | undefined> = { ...process.env, ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The ${name} did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', (message: unknown) => {
      const value = ready(message);
      if (value === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ ready: value, child, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${name} exited with code ${code} before listening`));
    });
  });
}
