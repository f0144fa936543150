import { type ChildProcess, spawn } from 'node:child_process';

/** A script's process once it has said it listens: its message and a way to stop it. */
export interface ScriptProcess<M> {
  ready: M;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a server script (`entry`, run through tsx from `cwd`) in its own process with `env` added
 * to this one's, and resolves with the first IPC message `ready` accepts (the script's "listening"
 * message with what the caller needs). `name` words the errors: the process is stopped when it
 * does not get ready within `timeoutMs`, and an exit before that rejects. The process writes to
 * this one's stdout and stderr, or with `echoOutput` both go to this one's stderr and into the
 * errors too.
 */
export function startScriptProcess<M>(options: {
  entry: string;
  cwd: string;
  env: Record<string, string | undefined>;
  name: string;
  timeoutMs: number;
  ready: (message: unknown) => M | undefined;
  echoOutput?: boolean;
}): Promise<ScriptProcess<M>> {
  const { entry, cwd, env, name, timeoutMs, ready, echoOutput = false } = options;
  const output = echoOutput ? 'pipe' : 'inherit';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: definedOnly({ ...process.env, ...env }),
    stdio: ['ignore', output, output, 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let echoed = '';
  const failure = (message: string) => new Error(echoOutput ? `${message}:\n${echoed}` : message);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(failure(`The ${name} did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', (message: unknown) => {
      const value = ready(message);
      if (value === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ ready: value, child, stop });
    });
    // The piped output is shown as it comes, which also keeps the pipes drained.
    const echo = (chunk: Buffer) => {
      echoed += chunk.toString();
      process.stderr.write(chunk);
    };
    child.stdout?.on('data', echo);
    child.stderr?.on('data', echo);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(failure(`The ${name} exited with code ${code} before listening`));
    });
  });
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
  );
}
