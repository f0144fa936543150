import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSIC_VERSION, musicForTheme } from './music-catalogue.ts';
import { registerMusicRoutes } from './music-routes.ts';
import { SERVED_SAMPLE_RATE } from './render-track.ts';

const [track] = musicForTheme('candy');
if (!track) throw new Error('no candy track');
const url = `/media/music/${track.id}.wav?v=${MUSIC_VERSION}`;
const size = 44 + 2 * Math.round(track.duration * SERVED_SAMPLE_RATE);

describe('GET /media/music/:trackId.wav', () => {
  let app: FastifyInstance;
  let whole: Buffer;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerMusicRoutes(app);
    await app.ready();
    whole = (await app.inject({ method: 'GET', url })).rawPayload;
  });
  afterAll(() => app.close());

  it('serves the whole track as a cacheable 16-bit WAV of the catalogue length', async () => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.rawPayload.byteLength).toBe(size);
    expect(res.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(whole)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes, so <audio> can seek', async () => {
    const res = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(whole.subarray(100, 200))).toBe(true);

    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.subarray(size - 10))).toBe(true);
  });

  it('refuses a range past the end with 416 and the real length', async () => {
    const res = await app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': '"old"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.byteLength).toBe(size);
  });

  it('answers a revalidation with 304 and a HEAD with the length but no body', async () => {
    const etag = (await app.inject({ method: 'GET', url })).headers.etag;
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.rawPayload.byteLength).toBe(0);
  });

  it('still plays an address without the current version, but caches it only briefly', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/music/${track.id}.wav` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a track it does not have', async () => {
    for (const path of [
      'no-such-track.wav',
      `${track.id}.mp3`,
      `${track.id}`,
      '..%2F..%2Fetc.wav',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/media/music/${path}` });
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('keeps answering other requests while a track renders, and renders a track once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const busy = Fastify({ logger: { level: 'info', stream } });
    registerMusicRoutes(busy);
    busy.get('/ping', async () => 'pong');
    await busy.ready();
    try {
      const order: string[] = [];
      const track = (label: string) =>
        busy.inject({ method: 'GET', url }).then((res) => {
          order.push(label);
          return res;
        });
      const first = track('track');
      const second = track('track again');
      await new Promise((resolve) => setImmediate(resolve));
      const ping = await busy.inject({ method: 'GET', url: '/ping' });
      order.push('ping');
      const [a, b] = await Promise.all([first, second]);

      expect(ping.body).toBe('pong');
      expect(order[0]).toBe('ping');
      expect(a.rawPayload.equals(whole)).toBe(true);
      expect(b.rawPayload.equals(whole)).toBe(true);
      expect(lines.filter((line) => line.includes('music track rendered'))).toHaveLength(1);
    } finally {
      await busy.close();
    }
  });
});
