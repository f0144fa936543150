import { createHash } from 'node:crypto';
import { templateById } from '@partyreel/shared/templates/catalogue';
import { thumbnailSvg } from '@partyreel/shared/templates/thumbnail-svg';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
const ONE_WEEK_SECONDS = 7 * 86_400;

/** Where an e-mail finds a template's poster: a PNG, since most mail clients show no SVG. */
export function posterPath(templateId: string): string {
  return `/media/posters/${encodeURIComponent(templateId)}.png`;
}

/** Drawn once per process per template, at twice the thumbnail's size for sharp screens. */
const drawn = new Map<string, Promise<{ png: Buffer; etag: string }>>();

function poster(id: string) {
  const template = templateById(id);
  if (!template) return undefined;
  let entry = drawn.get(id);
  if (!entry) {
    entry = sharp(Buffer.from(thumbnailSvg(template)), { density: 144 })
      .png({ compressionLevel: 9 })
      .toBuffer()
      .then((png) => ({
        png,
        etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`,
      }));
    entry.catch(() => drawn.delete(id));
    drawn.set(id, entry);
  }
  return entry;
}

/**
 * GET /media/posters/{templateId}.png: the template's generated poster frame (the thumbnail's SVG)
 * as a PNG, for the invitation e-mails.
 */
export function registerPosterRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/posters/:file', async (req, reply) => {
    const id = FILE.exec(req.params.file)?.[1];
    const found = id ? await poster(id) : undefined;
    if (!found) return reply.code(404).send({ error: 'Not found' });
    reply
      .header('content-type', 'image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${ONE_WEEK_SECONDS}`)
      .header('etag', found.etag);
    const known = (req.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(found.etag)) return reply.code(304).send();
    return reply.send(found.png);
  });
}
