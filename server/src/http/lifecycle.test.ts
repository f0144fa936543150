import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';

/**
 * Scale-out, a graceful stop: on SIGTERM an instance says it is not ready, tells its WebSockets to
 * reconnect, finishes the request in flight and exits cleanly. The real server in its own process.
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
    expect(await readiness()).toMatchObject({ status: 200, body: { status: 'ready' } });

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

describe('SIGTERM with a keep-alive connection busy at the time', () => {
  it('answers it with Connection: close and exits 0 without waiting for the connection to idle out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'partyreel-drain-busy-'));
    // The stop's own deadline is far below the keep-alive timeout: a connection left open after
    // its answer would hold the stop until this deadline, and the process would exit 1.
    const busy = await startServerProcess({
      NODE_ENV: 'development',
      DATA_DIR: dir,
      DATABASE_URL: undefined,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '300',
      SHUTDOWN_TIMEOUT_MS: '15000',
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const exited = new Promise<number | null>((resolve) =>
        busy.child.once('exit', (code) => resolve(code)),
      );
      // The connection opens and is kept alive by a first request, as a browser's is.
      const first = await fetchOn(agent, `${busy.url}/readyz`);
      expect(first.status).toBe(200);

      const body = JSON.stringify({ email: `busy-${Date.now()}@example.com` });
      const answered = new Promise<{ status: number; connection: string | undefined }>(
        (resolve, reject) => {
          const req = request(
            `${busy.url}/trpc/waitlist.join`,
            {
              agent,
              method: 'POST',
              headers: {
                origin: busy.url,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          );
          req.on('error', reject);
          req.write(body.slice(0, 5));
          busy.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(5)), 1000);
        },
      );
      expect(await answered).toEqual({ status: 200, connection: 'close' });
      // The agent keeps nothing open: the server closed the connection after its answer.
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      await busy.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

function fetchOn(agent: Agent, url: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}
