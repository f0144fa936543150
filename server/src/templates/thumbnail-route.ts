import { createHash } from 'node:crypto';
import { templateById } from '@partyreel/shared/templates/catalogue';
import { thumbnailSvg } from '@partyreel/shared/templates/thumbnail-svg';
import type { FastifyInstance } from 'fastify';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const ONE_DAY_SECONDS = 86_400;

/** Pictures are pure functions of the catalogue: draw each once per process. */
const drawn = new Map<string, { svg: string; etag: string }>();

function picture(id: string) {
  const cached = drawn.get(id);
  if (cached) return cached;
  const template = templateById(id);
  if (!template) return undefined;
  const svg = thumbnailSvg(template);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  const entry = { svg, etag };
  drawn.set(id, entry);
  return entry;
}

/**
 * GET /media/thumbnails/{id}.svg: the template's generated poster frame (thumbnail-svg.ts).
 * The SVG is ours, but it is still served so that a browser opening it directly runs nothing:
 * no scripts, no outside loads (CSP), and no guessing of its type (nosniff).
 */
export function registerThumbnailRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/thumbnails/:file', async (req, reply) => {
    const id = FILE.exec(req.params.file)?.[1];
    const found = id ? picture(id) : undefined;
    if (!found) return reply.code(404).send({ error: 'Not found' });
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header(
        'cache-control',
        `public, max-age=${ONE_DAY_SECONDS}, stale-while-revalidate=${ONE_DAY_SECONDS}`,
      )
      .header('etag', found.etag);
    const known = (req.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(found.etag)) return reply.code(304).send();
    return reply.send(found.svg);
  });
}
