import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp } from '../../test/app.ts';
import { MUSIC_VERSION, musicForTheme } from '../music/music-catalogue.ts';
import type { AppRouter } from '../router.ts';
import { DYNAMIC_COMPRESSION_THRESHOLD } from './compression.ts';

/** What a browser sends on every request, WebSocket upgrades included. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe('compressing dynamic answers', () => {
  let running: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    running = await startTestApp();
  });
  afterAll(() => running.close());

  it('compresses a tRPC JSON answer over the threshold with br, or gzip', async () => {
    const plain = await running.app.inject({ url: '/trpc/templates.list' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(DYNAMIC_COMPRESSION_THRESHOLD);

    const br = await running.app.inject({
      url: '/trpc/templates.list',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await running.app.inject({
      url: '/trpc/templates.list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends a small answer as it is', async () => {
    const res = await running.app.inject({
      url: `/trpc/templates.byId?input=${encodeURIComponent(JSON.stringify({ id: 'nope' }))}`,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(res.rawPayload.byteLength).toBeLessThan(DYNAMIC_COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('leaves a streamed (JSON Lines) tRPC answer uncompressed, so each part leaves at once', async () => {
    const res = await running.app.inject({
      url: `/trpc/templates.list?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { 'trpc-accept': 'application/jsonl', 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.byteLength).toBeGreaterThan(DYNAMIC_COMPRESSION_THRESHOLD);
  });

  it('streams Server-Sent Events uncompressed, each event as it comes', async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const { res, first } = await firstChunk(`${running.url}/trpc/waitlist.live?input=${input}`, {
      accept: 'text/event-stream',
      'accept-encoding': BROWSER_ENCODINGS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(first).toMatch(/^(event|data|id|:)/m);
  });

  it('keeps a tRPC subscription over WebSocket working for a browser that accepts br', async () => {
    class BrowserSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
      }
    }
    const socket = createWSClient({
      url: `${running.url.replace(/^http/, 'ws')}/trpc`,
      WebSocket: BrowserSocket as never,
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
    try {
      const count = await new Promise<unknown>((resolve, reject) => {
        const sub = client.waitlist.live.subscribe(undefined, {
          onData: (value) => {
            sub.unsubscribe();
            resolve(value);
          },
          onError: reject,
        });
      });
      expect(count).toMatchObject({ data: { count: 0 } });
    } finally {
      await socket.close();
    }
  });

  it('leaves media alone: a byte range is answered exactly, uncompressed', async () => {
    const [track] = musicForTheme('candy');
    if (!track) throw new Error('no candy track');
    const url = `/media/music/${track.id}.wav?v=${MUSIC_VERSION}`;
    const res = await running.app.inject({
      url,
      headers: { range: 'bytes=100-199', 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.byteLength).toBe(100);
  });
});

/** Opens `url` and resolves with the answer's head and its first chunk, then hangs up. */
function firstChunk(url: string, headers: Record<string, string>) {
  return new Promise<{ res: IncomingMessage; first: string }>((resolve, reject) => {
    const req = get(url, { headers }, (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ res, first: chunk.toString() });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('no first chunk within 5 s')));
  });
}
