import { readdirSync, statSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { webDir } from '../src/paths.ts';
import { expect, test } from './support/test.ts';

/**
 * The real build, as `pnpm build` leaves it and the journeys' server sends it (fast on a phone,
 * docs/decisions/023-compression-and-caching.md): every hashed asset is cached a year as immutable,
 * and every text file among them has a Brotli and a gzip copy beside it that the server really
 * sends. The server serves WEB_DIST (server/src/env.ts), web/dist by default; so does this spec.
 */
const dist = resolve(process.env.WEB_DIST ?? join(webDir, 'dist'));
const assetsDir = join(dist, 'assets');

/** web/build/precompress.ts: these text files, from 512 bytes up, get .br and .gz. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_COMPRESSED_BYTES = 512;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const assets = readdirSync(assetsDir).filter((name) => !/\.(?:br|gz)$/.test(name));
const compressible = assets.filter(
  (name) => COMPRESSIBLE.test(name) && statSync(join(assetsDir, name)).size >= MIN_COMPRESSED_BYTES,
);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** One plain HTTP request (no browser, no decoding): the status, headers and bytes on the wire. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', fail);
    }).on('error', fail);
  });
}

// Files and headers, not pages: once is enough, in the desktop project (the other is a phone).
test.skip(({ isMobile }) => isMobile, 'checked once, in the desktop project');

test('the build has hashed assets, and compressed copies of its text files', () => {
  expect(assets.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(0);
  expect(assets.filter((name) => name.endsWith('.css')).length).toBeGreaterThan(0);
  const missing = [...compressible, '../index.html'].flatMap((name) =>
    ['.br', '.gz']
      .map((ext) => `${name}${ext}`)
      .filter((copy) => {
        try {
          return !statSync(join(assetsDir, copy)).isFile();
        } catch {
          return true;
        }
      }),
  );
  expect(missing, 'compressed copies missing from the build').toEqual([]);
});

test('every hashed asset is immutable, and its compressed copies are what the server sends', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const name of assets) {
    const url = `${baseURL}/assets/${name}`;
    const size = statSync(join(assetsDir, name)).size;
    if (!compressible.includes(name)) {
      const res = await fetchRaw(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.status, name).toBe(200);
      expect(res.headers['cache-control'], name).toBe(IMMUTABLE);
      expect(res.headers['content-encoding'], name).toBeUndefined();
      continue;
    }
    for (const [accept, encoding, copy] of [
      ['br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await fetchRaw(url, { 'accept-encoding': accept });
      expect(res.status, `${name} ${accept}`).toBe(200);
      expect(res.headers['content-encoding'], `${name} ${accept}`).toBe(encoding);
      expect(res.headers.vary, `${name} ${accept}`).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], `${name} ${accept}`).toBe(IMMUTABLE);
      expect(res.bytes, `${name} ${accept}`).toBe(statSync(join(assetsDir, name + copy)).size);
      expect(res.bytes, `${name} ${accept}`).toBeLessThan(size);
    }
  }
});

test('pages revalidate and go compressed', async ({ baseURL }) => {
  for (const path of ['/', '/waitlist', '/invite/AbCdEfGh1234']) {
    const res = await fetchRaw(`${baseURL}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status, path).toBe(200);
    expect(res.headers['content-type'], path).toMatch(/text\/html/);
    expect(res.headers['content-encoding'], path).toBe('br');
    expect(res.headers['cache-control'], path).toBe('no-cache');
    expect(res.headers.etag, path).toBeTruthy();
  }
});
