import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FANCY_SCRIPT_ONERROR } from '@partyreel/shared/templates/fancy-frame';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, startTestApp } from '../../test/app.ts';

let running: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'partyreel-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PartyReel</title>');
  writeFileSync(join(webDist, 'invite.html'), '<!doctype html><title>PartyReel</title>');
  running = await startTestApp({ webDist });
});
afterAll(async () => {
  await running.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string> {
  const entries = (policy ?? '').split(';').map((d) => d.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources.join(' ')]));
}

const onerrorHash = `'sha256-${createHash('sha256').update(FANCY_SCRIPT_ONERROR).digest('base64')}'`;

describe("the app's pages", () => {
  it.each(['/', '/event/x', '/invite/abc?id=1'])('%s has the page policy', async (url) => {
    const res = await running.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toBe("'self'");
    // Scripts from this origin only, and the fancy frame's onerror handler by its hash.
    expect(csp.get('script-src')).toBe(`'self' 'unsafe-hashes' ${onerrorHash}`);
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('media-src')).toBe("'self' blob:");
    expect(csp.get('font-src')).toBe("'self'");
    const host = new URL(running.url).host;
    expect(csp.get('connect-src')).toBe(`'self' ws://${host}`);
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('private answers', () => {
  it('a tRPC query is never cached and carries the common headers', async () => {
    const res = await running.app.inject({ method: 'GET', url: '/trpc/waitlist.count' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a batch, an /api answer and a 404 under either are never cached', async () => {
    for (const url of [
      '/trpc/waitlist.count,templates.list?batch=1&input={}',
      '/api/dev/mail?to=nobody@example.com',
      '/api/nothing',
      '/trpc/nothing.here',
    ]) {
      const res = await running.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("the server's own pages keep their stricter policies", async () => {
    const res = await running.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HTTPS only in production', () => {
  it('production answers carry HSTS and name the wss: of PUBLIC_URL', async () => {
    const production = await startApp(running.database.handle, {
      production: true,
      publicUrl: 'https://party.example',
      webDist,
    });
    try {
      for (const url of ['/', '/trpc/waitlist.count', '/healthz']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
      const page = await production.app.inject({ method: 'GET', url: '/' });
      expect(directives(page.headers['content-security-policy'] as string).get('connect-src')).toBe(
        "'self' wss://party.example",
      );
    } finally {
      await production.close();
    }
  });
});

describe("Google sign-in's last page", () => {
  it('runs its one inline script by its hash, and nothing else', async () => {
    const res = await running.app.inject({ method: 'GET', url: '/api/auth/google/callback' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const script = /<script>([\s\S]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe(`'sha256-${hash}'`);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
