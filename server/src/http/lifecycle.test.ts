import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';

/**
 * Issue 16 item 4: on SIGTERM an instance says it is not ready, tells its WebSockets to reconnect,
 * finishes the request in flight and exits cleanly. The real server in its own process.
 */
const DRAIN_DELAY_MS = 1500;
let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'partyreel-drain-'));
  server = await startServerProcess({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
  });
}, 90_000);
afterAll(async () => {
  await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const readiness = async () => {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: (await res.json()) as unknown };
};

/** A waitlist join whose JSON body arrives in two halves: `between` runs after the first. */
function slowJoin(email: string, between: () => Promise<void>) {
  const body = JSON.stringify({ email });
  const half = Math.floor(body.length / 2);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${server.url}/trpc/waitlist.join`,
      {
        method: 'POST',
        headers: {
          origin: server.url,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    between().then(
      () => req.end(body.slice(half)),
      (error: unknown) => reject(error),
    );
  });
}

describe('SIGTERM', () => {
  it('drains: not ready, sockets told to reconnect, the request in flight answered, exit 0', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });

    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/trpc`, {
      headers: { origin: server.url },
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(String(data)));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );

    const joined = slowJoin('drain@example.com', async () => {
      server.child.kill('SIGTERM');
      // Still serving while the load balancer notices: readiness says no.
      await expect.poll(readiness, { interval: 100 }).toEqual({
        status: 503,
        body: { status: 'draining' },
      });
      // The instance has stopped accepting; the request in flight is still open.
      expect(await closed).toBe(1012);
    });

    expect(await joined).toMatchObject({ status: 200 });
    expect(messages).toContain(JSON.stringify({ id: null, method: 'reconnect' }));
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/readyz`)).rejects.toThrow();
  });
});
