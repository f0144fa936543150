import type { ChildProcess } from 'node:child_process';
import { serverDir } from './paths.ts';
import { startScriptProcess } from './script-process.ts';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/src/server.ts` in a child process on a free loopback port (PORT=0) and resolves
 * with its URL once it listens. `env` adds to (or overrides) the parent's environment. What the
 * server logs (its level is the caller's LOG_LEVEL) goes to stderr.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const { ready, child, stop } = await startScriptProcess({
    entry: 'src/server.ts',
    cwd: serverDir,
    env: { PORT: '0', HOST: '127.0.0.1', ...env },
    name: 'server',
    timeoutMs,
    echoOutput: true,
    ready: (message) => {
      const m = message as { type?: string; address?: string };
      return m.type === 'listening' && m.address ? m.address : undefined;
    },
  });
  return { url: ready, process: child, stop };
}
