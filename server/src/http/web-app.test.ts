import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestDatabase } from '@partyreel/db/testing';
import { PRERENDERED_PAGES } from '@partyreel/shared/web/prerendered-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { type App, buildApp } from '../app.ts';
import { REVALIDATE } from './web-app.ts';

const INDEX_HTML = `<!doctype html><title>PartyReel</title>${'<!-- page -->'.repeat(100)}`;
const INVITE_HTML = `<!doctype html><title>PartyReel</title>${'<!-- guest page -->'.repeat(100)}`;
const ENTRY_JS = `console.log(${JSON.stringify('a long entry script '.repeat(200))});`;
const ENTRY_CSS = `${'.card { color: rebeccapurple; }\n'.repeat(100)}`;
const WOFF2 = Buffer.from('wOF2 already compressed font bytes');

function withCompressedCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** The app over a web build that `write` lays out in a fresh folder, on its own database. */
async function appOverBuild(write: (webDist: string) => void) {
  const webDist = mkdtempSync(join(tmpdir(), 'partyreel-web-'));
  write(webDist);
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ webDist }),
    database: database.handle,
    logger: false,
  });
  const close = async () => {
    await app.close();
    await database.destroy();
    rmSync(webDist, { recursive: true, force: true });
  };
  return { app, close };
}

describe('serving the built web app', () => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appOverBuild((webDist) => {
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PartyReel</title>');
      writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
      // As the build leaves them (web/vite.config.ts): a Brotli and a gzip copy beside each text file.
      mkdirSync(join(webDist, 'assets'));
      withCompressedCopies(join(webDist, 'index.html'), INDEX_HTML);
      withCompressedCopies(join(webDist, 'invite.html'), INVITE_HTML);
      withCompressedCopies(join(webDist, 'assets/index-B5bcyB2Z.js'), ENTRY_JS);
      withCompressedCopies(join(webDist, 'assets/index-Ck3kx9Ut.css'), ENTRY_CSS);
      writeFileSync(join(webDist, 'assets/nunito-latin-wght-normal-BaTF6Vo7.woff2'), WOFF2);
      writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }));
  });
  afterAll(() => close());

  it('answers a deep link with index.html so the client router can take over', async () => {
    for (const url of ['/', '/waitlist', '/event/123/guests?tab=add']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>PartyReel</title>');
    }
  });

  it('serves built files with their type', async () => {
    const res = await app.inject({ method: 'GET', url: '/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('sends scripts, stylesheets and fonts without the page policy, which only pages use', async () => {
    for (const url of [
      '/assets/index-B5bcyB2Z.js',
      '/assets/index-Ck3kx9Ut.css',
      '/assets/nunito-latin-wght-normal-BaTF6Vo7.woff2',
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // A hashed file is the same for everyone: no request id to trace; a page keeps its own.
    const hashed = await app.inject({ url: '/assets/index-B5bcyB2Z.js' });
    expect(hashed.headers['x-request-id']).toBeUndefined();
    expect((await app.inject({ url: '/' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const url of ['/', '/invite/AbCdEfGh1234', '/favicon.svg', '/trpc/nothing.here']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('keeps server paths as real 404s', async () => {
    for (const url of ['/api/nothing', '/trpc/nothing.here', '/media/x.png', '/dev/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  describe('compressed copies made at build time', () => {
    const entry = '/assets/index-B5bcyB2Z.js';

    it('sends the Brotli copy to a browser that accepts br, whatever else it accepts', async () => {
      for (const accept of ['br', 'gzip, deflate, br, zstd', 'gzip;q=0.5, br']) {
        const res = await app.inject({ url: entry, headers: { 'accept-encoding': accept } });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe('br');
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
        expect(Number(res.headers['content-length'])).toBeLessThan(ENTRY_JS.length / 5);
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY_JS);
      }
    });

    it('sends the gzip copy when br is not accepted', async () => {
      for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
        const res = await app.inject({ url: entry, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], accept).toBe('gzip');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(gunzipSync(res.rawPayload).toString()).toBe(ENTRY_JS);
      }
    });

    it('sends the file itself to a client that accepts neither, still saying it varies', async () => {
      for (const headers of [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'deflate' },
      ]) {
        const res = await app.inject({ url: entry, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.body).toBe(ENTRY_JS);
      }
    });

    it('compresses index.html, for / and for a deep link alike', async () => {
      for (const url of ['/', '/index.html', '/waitlist', '/invite', '/invite/a/b']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
      }
    });

    it("answers the guest's pages with invite.html, compressed and revalidated", async () => {
      const guestPages = [
        '/invite/AbCdEfGh1234',
        '/invite/AbCdEfGh1234?id=7f1c2d',
        '/invite/AbCdEfGh1234/end',
        '/recipients/AbCdEfGh1234?redirected=1',
      ];
      for (const url of guestPages) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['cache-control'], url).toBe(REVALIDATE);
        expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INVITE_HTML);
      }
    });

    it('sends a file that has no compressed copy (a woff2 font) as it is', async () => {
      const res = await app.inject({
        url: '/assets/nunito-latin-wght-normal-BaTF6Vo7.woff2',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(WOFF2)).toBe(true);
    });
  });

  describe('caching', () => {
    it('marks hashed assets immutable for a year, in every encoding', async () => {
      for (const url of ['/assets/index-B5bcyB2Z.js', '/assets/index-Ck3kx9Ut.css']) {
        for (const accept of ['br', 'gzip', 'identity']) {
          const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
          expect(res.headers['cache-control'], `${url} ${accept}`).toBe(
            'public, max-age=31536000, immutable',
          );
        }
      }
      const font = await app.inject({ url: '/assets/nunito-latin-wght-normal-BaTF6Vo7.woff2' });
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('makes index.html and every deep link revalidate', async () => {
      for (const url of ['/', '/index.html', '/waitlist', '/event/123/guests?tab=add']) {
        for (const accept of ['br', 'identity']) {
          const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
          expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
          expect(res.headers.etag, url).toBeTruthy();
        }
      }
    });

    it('keeps other root files for a short while only', async () => {
      const res = await app.inject({ url: '/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('answers 304 to a matching If-None-Match, per encoding (each copy has its own ETag)', async () => {
      for (const url of ['/assets/index-B5bcyB2Z.js', '/', '/waitlist']) {
        const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
        const etag = br.headers.etag as string;
        expect(etag, url).toBeTruthy();
        expect(plain.headers.etag, url).not.toBe(etag);

        const again = await app.inject({
          url,
          headers: { 'accept-encoding': 'br', 'if-none-match': etag },
        });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.byteLength).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers.vary).toMatch(/accept-encoding/i);

        const changed = await app.inject({
          url,
          headers: { 'accept-encoding': 'br', 'if-none-match': '"something-else"' },
        });
        expect(changed.statusCode, url).toBe(200);
      }
    });

    it('leaves API answers uncached', async () => {
      for (const url of ['/trpc/templates.list', '/api/nothing']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    });
  });
});

describe('serving the public pages the build drew ahead of time', () => {
  const LANDING_HTML = `<!doctype html><title>Landing</title>${'<h1>Invitations</h1>'.repeat(50)}`;
  const WAITLIST_HTML = `<!doctype html><title>Waitlist</title>${'<h1>Join</h1>'.repeat(50)}`;
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appOverBuild((webDist) => {
      withCompressedCopies(join(webDist, 'index.html'), INDEX_HTML);
      withCompressedCopies(join(webDist, 'invite.html'), INVITE_HTML);
      mkdirSync(join(webDist, 'prerendered'));
      withCompressedCopies(join(webDist, PRERENDERED_PAGES['/'] as string), LANDING_HTML);
      withCompressedCopies(join(webDist, PRERENDERED_PAGES['/waitlist'] as string), WAITLIST_HTML);
    }));
  });
  afterAll(() => close());

  it('answers / and /waitlist with their own page, compressed and revalidated', async () => {
    const pages = [
      ['/', LANDING_HTML],
      ['/?ref=mail', LANDING_HTML],
      ['/waitlist', WAITLIST_HTML],
      ['/waitlist?from=landing', WAITLIST_HTML],
    ] as const;
    for (const [url, html] of pages) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it('answers every other page of the app with index.html, and the guest pages with theirs', async () => {
    for (const url of ['/waitlist/', '/dashboard', '/event/123/guests', '/Waitlist']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
    expect((await app.inject({ url: '/invite/AbCdEfGh1234' })).body).toBe(INVITE_HTML);
  });
});
