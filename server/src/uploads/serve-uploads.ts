import type { Db } from '@partyreel/db';
import { uploads } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseByteRange } from '../music/byte-range.ts';
import { isStoragePath, sanitiseFileName } from './file-name.ts';
import type { FileStorage } from './file-storage.ts';

const PREFIX = '/media/uploads/';
/** A stored file never changes: its path is new for every upload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storage path in a request address, decoded segment by segment; null if malformed. */
function pathOf(url: string): string | null {
  const raw = url.split('?')[0]?.slice(PREFIX.length) ?? '';
  try {
    // An encoded slash ('..%2f') decodes to a separator and then fails isStoragePath's shape.
    const path = raw.split('/').map(decodeURIComponent).join('/');
    return isStoragePath(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * GET /media/uploads/{path}: a file the uploads route stored ({uploadId}.{ext}, or an older row's
 * public/… or events/{uid}/… path, decision 022), with the type measured then (never
 * guessed from the name), `nosniff`, a CSP that lets nothing run if it is opened as a page, and byte
 * ranges so <video> and <audio> can seek. Only paths with an uploads row are served. The bytes
 * come from the file storage, local disk or a bucket, through this route either way (decision 025).
 */
export function registerServeUploads(app: FastifyInstance, db: Db, storage: FileStorage) {
  app.get('/media/uploads/*', async (req, reply) => {
    const notFound = () => reply.code(404).send({ error: 'Not found' });
    const path = pathOf(req.url);
    if (!path) return notFound();
    const [row] = await db
      .select({
        id: uploads.id,
        mimeType: uploads.mimeType,
        kind: uploads.kind,
        originalName: uploads.originalName,
      })
      .from(uploads)
      .where(eq(uploads.path, path));
    if (!row) return notFound();
    const size = await storage.size(path);
    if (size === null) return notFound();

    // The name the host gave it, sanitised as the upload's answer was: never the stored name.
    const name = sanitiseFileName(
      row.originalName ?? '',
      path.slice(path.lastIndexOf('.') + 1),
      row.kind,
    );
    const etag = `"${row.id}"`;
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('accept-ranges', 'bytes');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();

    const ifRange = req.headers['if-range'];
    const range = ifRange && ifRange !== etag ? null : parseByteRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .header('content-type', 'text/plain')
        .send('Range Not Satisfiable');
    }
    const body = await storage.read(path, range ?? undefined);
    if (!body) {
      // Removed between the two looks (by the clean-up): not found, and not to be cached.
      reply.removeHeader('cache-control').removeHeader('etag');
      return notFound();
    }
    reply.header('content-type', row.mimeType);
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    }
    return reply.header('content-length', size).send(body);
  });
}
