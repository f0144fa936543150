import { connect, type Socket } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { messages } from '@partyreel/shared/messages';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { type App, buildApp } from '../app.ts';
import type { AppConfig } from '../env.ts';
import { EDGE_LIMITS, type EdgeLimits } from './edge-limits.ts';

/**
 * Each attack from the fault-injection run, at a small scale against a real listening app whose
 * limits are shrunk to fit a test: the attack is cut, and /healthz still answers meanwhile
 * (docs/decisions/038). Timings are never asserted; a generous wait bounds each "is cut".
 */
const limits: Partial<EdgeLimits> = {
  headersTimeoutMs: 1000,
  timeoutCheckEveryMs: 200,
  bodyFloorBytesPerSecond: 1024,
  bodyFloorWindowMs: 1000,
  maxConnectionsPerAddress: 5,
  callsPerMinutePerAddress: 20,
};

let database: TestDatabase;
let app: App;
let url: string;
let port: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const config: AppConfig = testConfig({ rateLimits: true });
  app = await buildApp({ config, database: database.handle, logger: false, edge: limits });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(url).port);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** A raw connection (from `localAddress`, another loopback address, when given). */
function open(localAddress?: string) {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  const state = { closed: false, received: '' };
  socket.on('data', (chunk: Buffer) => {
    state.received += chunk.toString();
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => {});
  onTestFinished(() => {
    socket.destroy();
  });
  return new Promise<{ socket: Socket; state: typeof state }>((resolve) =>
    socket.once('connect', () => resolve({ socket, state })),
  );
}

const healthy = async () => (await fetch(`${url}/healthz`)).status;
const UNTIL_CUT = { timeout: 10_000, interval: 100 };

describe('slow clients', () => {
  it('closes connections whose headers drip in, and /healthz answers meanwhile', async () => {
    const clients = await Promise.all(Array.from({ length: 3 }, () => open('127.0.0.3')));
    for (const { socket } of clients) socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => {
      for (const { socket } of clients) if (!socket.destroyed) socket.write('X-Drip: 1\r\n');
    }, 200);
    onTestFinished(() => clearInterval(drip));

    expect(await healthy()).toBe(200);
    await expect.poll(() => clients.every(({ state }) => state.closed), UNTIL_CUT).toBe(true);
    for (const { state } of clients) expect(state.received).toMatch(/^HTTP\/1\.1 408/);
    expect(await healthy()).toBe(200);
  });

  it('closes a connection whose body drips in below the floor, and /healthz answers meanwhile', async () => {
    const { socket, state } = await open('127.0.0.4');
    const body = JSON.stringify({ email: `drip-${Date.now()}@example.com`, pad: 'x'.repeat(900) });
    socket.write(
      `POST /trpc/waitlist.join HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return;
      socket.write(body.slice(sent, sent + 4));
      sent += 4;
    }, 200);
    onTestFinished(() => clearInterval(drip));

    expect(await healthy()).toBe(200);
    await expect.poll(() => state.closed, UNTIL_CUT).toBe(true);
    expect(sent).toBeLessThan(body.length);
    expect(await healthy()).toBe(200);
  });
});

describe('connections from one address', () => {
  it(`closes the one past ${limits.maxConnectionsPerAddress} at once; other addresses are served`, async () => {
    const held = await Promise.all(
      Array.from({ length: limits.maxConnectionsPerAddress ?? 0 }, () => open('127.0.0.2')),
    );
    const extra = await open('127.0.0.2');
    await expect.poll(() => extra.state.closed, UNTIL_CUT).toBe(true);
    expect(extra.state.received).toBe('');
    expect(held.some(({ state }) => state.closed)).toBe(false);
    expect(await healthy()).toBe(200);

    // A closed one is counted out.
    held[0]?.socket.destroy();
    await expect
      .poll(async () => {
        const next = await open('127.0.0.2');
        next.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        await new Promise((resolve) => next.socket.once('close', resolve));
        return next.state.received.startsWith('HTTP/1.1 200');
      }, UNTIL_CUT)
      .toBe(true);
  });
});

describe('tRPC calls from one address', () => {
  it(`answers past ${limits.callsPerMinutePerAddress} calls a minute with 429 and the catalogue's text; /healthz answers`, async () => {
    // From another address than the other tests' (X-Forwarded-For is not trusted here).
    const call = (path: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.5' });
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body || 'null') });
        });
        socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      });
    const budget = limits.callsPerMinutePerAddress ?? EDGE_LIMITS.callsPerMinutePerAddress;
    for (let i = 0; i < budget; i++)
      expect((await call('/trpc/waitlist.count')).status, `call ${i + 1}`).toBe(200);

    const refused = await call('/trpc/waitlist.count');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: {
        message: messages.generic.tooManyRequests,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
      },
    });
    const batch = await call(
      `/trpc/waitlist.count,waitlist.count?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`,
    );
    expect(batch.status).toBe(429);
    expect(batch.body).toHaveLength(2);
    expect(await healthy()).toBe(200);
    // Another address is not counted with it.
    expect((await fetch(`${url}/trpc/waitlist.count`)).status).toBe(200);
  });
});
