import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

/**
 * The process policy installed in a real, separate Node process (test/process-policy-child.ts):
 * what Node itself does with an uncaught error or an unhandled rejection once the policy's
 * handlers are on, which the unit tests beside it cannot show (docs/decisions/037).
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));

function child(scenario: 'recoverable' | 'thrown' | 'rejected') {
  const process_ = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/process-policy-child.ts', scenario],
    { cwd: serverDir, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
  );
  onTestFinished(() => {
    if (process_.exitCode === null && process_.signalCode === null) process_.kill('SIGKILL');
  });
  let stderr = '';
  process_.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    process_.once('exit', (code) => resolve(code)),
  );
  const next = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      process_.once('message', (message) =>
        message === expected ? resolve() : reject(new Error(`got ${String(message)}`)),
      );
      void exited.then((code) => reject(new Error(`exited ${code}:\n${stderr}`)));
    });
  const logs = () =>
    stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg: string; err: { message?: string } });
  return { process: process_, exited, next, logs };
}

describe('the process policy in a real process', () => {
  it('logs lost connections thrown or rejected unawaited, and the process goes on answering', async () => {
    const running = child('recoverable');
    await running.next('survived');
    running.process.send('ping');
    await running.next('pong');
    expect(
      running
        .logs()
        .map(({ level, msg }) => `${level} ${msg}`)
        .sort(),
    ).toEqual([
      'error uncaughtException: recoverable, the process goes on',
      'error unhandledRejection: recoverable, the process goes on',
      'error unhandledRejection: recoverable, the process goes on',
    ]);
    running.process.send('stop');
    expect(await running.exited).toBe(0);
  });

  it('logs an unexpected error thrown from a timer and exits 1', async () => {
    const running = child('thrown');
    expect(await running.exited).toBe(1);
    expect(running.logs()).toEqual([
      {
        level: 'fatal',
        msg: 'uncaughtException: not recoverable, exiting',
        err: { message: 'an unexpected bug' },
      },
    ]);
  });

  it('logs a bug rejected unawaited and exits 1', async () => {
    const running = child('rejected');
    expect(await running.exited).toBe(1);
    expect(running.logs()).toEqual([
      {
        level: 'fatal',
        msg: 'unhandledRejection: not recoverable, exiting',
        err: { message: "Cannot read properties of null (reading 'write')" },
      },
    ]);
  });
});
