import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posterPath, registerPosterRoute } from './poster-route.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerPosterRoute(app);
  await app.ready();
});
afterAll(() => app.close());

describe('GET /media/posters/{templateId}.png', () => {
  it('serves the template’s poster as a PNG at twice the thumbnail’s size', async () => {
    const res = await app.inject({ method: 'GET', url: posterPath('candy-land-dash') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 400 });

    const again = await app.inject({
      method: 'GET',
      url: posterPath('candy-land-dash'),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is 404 for a template that does not exist or a name that is not one', async () => {
    for (const url of ['/media/posters/no-such-template.png', '/media/posters/..%2Fx.png']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
