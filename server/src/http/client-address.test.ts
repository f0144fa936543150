import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testConfig } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

/**
 * An outside security review: over WebSocket the client address honours TRUST_PROXY as HTTP does
 * (it was the socket's peer, so behind a proxy every client had the proxy's address).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The client address the WebSocket context of a socket opened with `headers` logs. */
async function socketClientIp(trustProxy: TrustedProxies, headers: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ trustProxy }),
    database: database.handle,
    logger: { level: 'debug', stream },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/trpc`, {
    headers: { origin: url, ...headers },
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let line: Record<string, unknown> | undefined;
    await expect
      .poll(() => {
        line = lines.find((l) => l.msg === 'websocket context');
        return line;
      })
      .toBeDefined();
    return line?.clientIp;
  } finally {
    socket.close();
    await app.close();
  }
}

describe("a WebSocket's client address", () => {
  it('is the forwarded client behind a trusted proxy', async () => {
    expect(await socketClientIp({ hops: 1 }, { 'x-forwarded-for': '203.0.113.7' })).toBe(
      '203.0.113.7',
    );
  });

  // docs/decisions/039: what a client wrote to the left of what our proxy appended is not believed.
  it('is the address the trusted proxy saw, not one the client forged before it', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.9, 203.0.113.7' };
    expect(await socketClientIp({ hops: 1 }, forged)).toBe('203.0.113.7');
    expect(await socketClientIp({ addresses: ['127.0.0.1'] }, forged)).toBe('203.0.113.7');
  });

  it('is the peer without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    expect(await socketClientIp(false, { 'x-forwarded-for': '203.0.113.7' })).toBe('127.0.0.1');
  });
});
