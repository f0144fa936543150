import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readyLine } from './launch.ts';

const API_DELAY_MS = 1500;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the launcher over fake servers, the API answering only after API_DELAY_MS. */
async function launch() {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/launch-fixture.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      API_DELAY_MS: String(API_DELAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const apiAnswers = async () =>
    fetch(`http://127.0.0.1:${apiPort}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
  return {
    child,
    output: () => output,
    exited,
    apiAnswers,
    webUrl: `http://127.0.0.1:${webPort}/`,
  };
}

describe('pnpm dev launcher', () => {
  it('prints the address only once the API answers, and Ctrl-C ends it quietly with code 0', async () => {
    const dev = await launch();
    const line = readyLine(dev.webUrl);
    // While the API is still starting there is no address to open: the first time one is printed
    // (ours or Vite's own banner), the API answers already.
    let apiAnsweredWhenPrinted: boolean | undefined;
    await expect
      .poll(
        async () => {
          if (dev.output().includes(dev.webUrl)) apiAnsweredWhenPrinted ??= await dev.apiAnswers();
          return apiAnsweredWhenPrinted;
        },
        { timeout: 15_000, interval: 20 },
      )
      .toBe(true);
    await expect.poll(dev.output, { timeout: 15_000, interval: 50 }).toContain(line);
    // Vite's own banner, which names the address too, comes only after the API answered.
    expect(dev.output()).toContain(`[web]   Local:   ${dev.webUrl}`);

    dev.child.kill('SIGINT');
    expect(await dev.exited).toEqual({ code: 0, signal: null });
    expect(dev.output()).not.toMatch(/exited|ERR_|error/i);
    // Both servers are gone with it.
    expect(await dev.apiAnswers()).toBe(false);
    expect(
      await fetch(dev.webUrl).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
  }, 30_000);

  it('ends quietly with code 0 on Ctrl-C while the API is still starting', async () => {
    const dev = await launch();
    await expect.poll(dev.output, { timeout: 10_000, interval: 50 }).toContain('Starting the API');
    dev.child.kill('SIGINT');
    expect(await dev.exited).toEqual({ code: 0, signal: null });
    expect(dev.output()).not.toMatch(/exited|ERR_|error|is ready/i);
  }, 30_000);
});
