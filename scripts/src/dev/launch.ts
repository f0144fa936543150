import { type ChildProcess, spawn } from 'node:child_process';

/** A process the launcher starts: what to run, where, with which environment. */
export interface DevProcess {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface DevLaunch {
  api: DevProcess;
  web: DevProcess;
  /** Answers 200 once the API can serve (the server's /readyz: its database is up). */
  apiReadyUrl: string;
  /** The address to open: printed once it answers too. */
  webUrl: string;
  out?: NodeJS.WritableStream;
  err?: NodeJS.WritableStream;
  /** How often the launcher asks whether the API and the page answer. */
  pollMs?: number;
}

/** The one line a newcomer looks for (README.md, Getting started). */
export const readyLine = (webUrl: string) => `PartyReel is ready: ${webUrl}`;

/** Polls until `url` answers 200 (or `stopped()` says to give up); true when it answered. */
export async function waitUntilAnswers(
  url: string,
  { pollMs = 300, stopped = () => false }: { pollMs?: number; stopped?: () => boolean } = {},
): Promise<boolean> {
  for (;;) {
    if (stopped()) return false;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * `pnpm dev` (docs/architecture.md, Outside services; README.md): the API first, and Vite only once the API
 * answers /readyz, so the address printed is one that works at once (opened earlier, the page would
 * show 'Unable to start event creation' while the embedded database starts); then one line with
 * the address. Ctrl-C (SIGINT) or SIGTERM stops both quietly and ends with exit code 0: the
 * children run in process groups of their own, so the terminal's Ctrl-C reaches the launcher only,
 * which stops them itself, and a child's own exit while stopping is no failure. A child that dies
 * on its own stops the rest and ends with its code. Resolves with the exit code.
 */
export function launchDev(options: DevLaunch): Promise<number> {
  const { out = process.stdout, err = process.stderr, pollMs } = options;
  const children: ChildProcess[] = [];
  let stopping = false;
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
    if (alive.length === 0) finish(code);
    let left = alive.length;
    for (const child of alive) {
      child.once('exit', () => {
        left -= 1;
        if (left === 0) finish(code);
      });
      signalGroup(child, 'SIGTERM');
    }
    // A child that ignores SIGTERM is not waited for long.
    setTimeout(() => {
      for (const child of alive) signalGroup(child, 'SIGKILL');
      finish(code);
    }, 3000).unref();
  }

  function start({ name, command, args, cwd, env }: DevProcess) {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const prefix = `[${name}] `;
    const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) stream.write(`${prefix}${line}\n`);
    };
    child.stdout?.on('data', forward(out));
    child.stderr?.on('data', forward(err));
    child.on('error', (error) => {
      err.write(`${prefix}could not start: ${error.message}\n`);
      stop(1);
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      err.write(`${prefix}exited (${signal ?? code}); stopping the rest.\n`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    });
    children.push(child);
  }

  const onSignal = () => stop(0);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  void finished.then(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });

  void (async () => {
    const stopped = () => stopping;
    start(options.api);
    out.write('Starting the API and its database (the first start takes about 20 s)…\n');
    if (!(await waitUntilAnswers(options.apiReadyUrl, { pollMs, stopped }))) return;
    start(options.web);
    if (!(await waitUntilAnswers(options.webUrl, { pollMs, stopped }))) return;
    out.write(`\n  ${readyLine(options.webUrl)}\n\n`);
  })();

  return finished;
}

/** Signals the child's whole process group (a watcher and the server it restarts alike). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
