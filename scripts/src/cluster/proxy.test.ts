import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { type RunningProxy, startProxy } from './proxy.ts';

/** A stand-in instance: /readyz as told, every other path answers its name, WebSockets echo it. */
async function instance(name: string, ready: () => boolean) {
  const server: Server = createServer((req, res) => {
    if (req.url === '/readyz') res.writeHead(ready() ? 200 : 503).end();
    else res.end(`${name} ${req.headers['x-forwarded-for'] ?? ''}`);
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.send(name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setUp(readyB: () => boolean) {
  const a = await instance('A', () => true);
  const b = await instance('B', readyB);
  const proxy: RunningProxy = await startProxy({ upstreams: [a.url, b.url], checkEveryMs: 50 });
  closers.push(a.close, b.close, proxy.close);
  return proxy;
}

const answer = async (url: string) => (await (await fetch(url)).text()).split(' ');

describe('the cluster proxy', () => {
  it('shares requests among ready instances, saying who the client is', async () => {
    const proxy = await setUp(() => true);
    const names = [];
    for (let i = 0; i < 4; i++) {
      const [name, forwarded] = await answer(`${proxy.url}/x`);
      names.push(name);
      expect(forwarded).toBe('127.0.0.1');
    }
    expect(names.sort()).toEqual(['A', 'A', 'B', 'B']);
  });

  it('skips an instance whose readiness says no', async () => {
    let ready = true;
    const proxy = await setUp(() => ready);
    ready = false;
    await expect.poll(() => proxy.upstreams[1]?.ready).toBe(false);
    for (let i = 0; i < 4; i++) expect((await answer(`${proxy.url}/x`))[0]).toBe('A');
  });

  it('takes an instance added later once its readiness says yes', async () => {
    const proxy = await setUp(() => false);
    const c = await instance('C', () => true);
    closers.push(c.close);
    const added = await proxy.add(c.url);
    expect(added).toMatchObject({ url: c.url, ready: true, sockets: 0 });
    expect(proxy.upstreams).toHaveLength(3);
    const names = new Set<string | undefined>();
    for (let i = 0; i < 4; i++) names.add((await answer(`${proxy.url}/x`))[0]);
    expect([...names].sort()).toEqual(['A', 'C']);
  });

  it('carries WebSockets and counts them per instance', async () => {
    const proxy = await setUp(() => true);
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/trpc`);
    const name = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    expect(['A', 'B']).toContain(name);
    expect(proxy.upstreams.find((u) => u.sockets === 1)).toBeDefined();
    socket.close();
    await expect.poll(() => proxy.upstreams.every((u) => u.sockets === 0)).toBe(true);
  });

  it('outlives a client that resets its WebSocket', async () => {
    const proxy = await setUp(() => true);
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    try {
      const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/trpc`);
      await new Promise((resolve) => socket.once('message', resolve));
      // What a browser's socket does when its page or its machine goes: RST, not a close frame.
      (socket as unknown as { _socket: Socket })._socket.resetAndDestroy();
      await expect.poll(() => proxy.upstreams.every((u) => u.sockets === 0)).toBe(true);
      expect(crashes).toEqual([]);
      expect(['A', 'B']).toContain((await answer(`${proxy.url}/x`))[0]);
    } finally {
      process.off('uncaughtException', onCrash);
    }
  });
});
