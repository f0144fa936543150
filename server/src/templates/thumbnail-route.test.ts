import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import { thumbnailSvg } from '@partyreel/shared/templates/thumbnail-svg';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThumbnailRoute } from './thumbnail-route.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerThumbnailRoute(app);
  await app.ready();
});
afterAll(() => app.close());

const candy = TEMPLATE_CATALOGUE.find((t) => t.id === 'candy-land-dash');

describe('GET /media/thumbnails/{id}.svg', () => {
  it('serves the template’s picture as SVG that can run nothing, with cache headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/thumbnails/candy-land-dash.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toBe(thumbnailSvg(candy as NonNullable<typeof candy>));
    expect(res.body).toContain('Candy Land Dash');
  });

  it('serves a picture at every catalogue template’s thumbnail address', async () => {
    for (const t of TEMPLATE_CATALOGUE) {
      const res = await app.inject({ method: 'GET', url: t.thumbnail });
      expect(res.statusCode, t.thumbnail).toBe(200);
      expect(res.body.startsWith('<svg '), t.thumbnail).toBe(true);
    }
  });

  it('answers 304 to a browser that already has this picture', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/thumbnails/candy-land-dash.svg' });
    const again = await app.inject({
      method: 'GET',
      url: '/media/thumbnails/candy-land-dash.svg',
      headers: { 'if-none-match': `W/"stale", ${first.headers.etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({
      method: 'GET',
      url: '/media/thumbnails/candy-land-dash.svg',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    'no-such-template.svg',
    'candy-land-dash.png',
    'candy-land-dash',
    'Candy-Land-Dash.svg',
    '..%2F..%2Fpackage.json',
    '%3Cscript%3E.svg',
  ])('answers 404 to %s', async (file) => {
    const res = await app.inject({ method: 'GET', url: `/media/thumbnails/${file}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/svg/);
  });
});
