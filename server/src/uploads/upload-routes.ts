import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import multipart from '@fastify/multipart';
import { uploads } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.ts';
import { isSameOrigin } from '../http/origin.ts';
import { sanitiseFileName, storagePath } from './file-name.ts';
import { processUpload } from './process-upload.ts';
import { receiveUpload } from './receive-upload.ts';
import { requestSession } from './request-session.ts';
import { registerServeUploads } from './serve-uploads.ts';
import { isUploadKind, type UploadKind, uploadRules } from './upload-kinds.ts';
import { createUploadRateLimit } from './upload-limits.ts';
import { uploadStorage } from './upload-storage.ts';

/** The multipart envelope around the file: boundaries, part headers, a short name. */
const ENVELOPE_BYTES = 64 * 1024;

/** The answer to a successful upload (web/src/features/uploads/uploaded-media.ts). */
export interface UploadAnswer {
  uploadId: string;
  kind: UploadKind;
  url: string;
  name: string;
  durationMs: number | null;
}

/**
 * POST /api/uploads?kind=image|video|audio — one multipart file from a host with a session
 * (anonymous or registered), streamed to disk under its size limit, checked by its bytes, images
 * re-encoded without metadata; answers UploadAnswer (201) or `{ error }` with the catalogue's text.
 * GET /media/uploads/* serves what was stored.
 */
export function registerUploadRoutes(app: FastifyInstance, services: AppServices) {
  const storage = uploadStorage(services.config.dataDir);
  const rateLimit = createUploadRateLimit(services.config.rateLimits);
  registerServeUploads(app, services.db, storage);

  void app.register(async (scope) => {
    await scope.register(multipart);

    scope.post<{ Querystring: { kind?: string } }>('/api/uploads', async (req, reply) => {
      if (!isSameOrigin(req.raw, services.config.publicUrl)) {
        return reply.code(403).send({ error: 'Cross-origin request refused' });
      }
      const kind = req.query.kind;
      if (!isUploadKind(kind)) return reply.code(400).send({ error: messages.media.uploadFailed });
      const rule = uploadRules[kind];

      const session = await requestSession(services, req, reply);
      if (!session) return reply.code(401).send({ error: messages.auth.sessionExpired });
      if (!(await rateLimit.consume(session.userId, req.ip))) {
        return reply.code(429).send({ error: messages.generic.tooManyRequests });
      }
      // An honest browser says how big the body is: refuse a too-big one before reading it.
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > rule.maxBytes + ENVELOPE_BYTES) {
        return reply.code(413).header('connection', 'close').send({ error: rule.tooLarge });
      }

      const received = await receiveUpload(req, storage.incoming, rule.maxBytes);
      if (!received.ok) {
        return received.reason === 'too-large'
          ? reply.code(413).send({ error: rule.tooLarge })
          : reply.code(400).send({ error: rule.invalid });
      }

      let stored: string | null = null;
      try {
        const processed = await processUpload(kind, received.file);
        if (!processed.ok) return reply.code(422).send({ error: processed.message });

        const name = sanitiseFileName(received.filename, processed.extension, kind);
        const path = storagePath(session, name);
        const file = storage.fileFor(path);
        if (!file) throw new Error(`upload path outside the store: ${path}`);
        await mkdir(dirname(file), { recursive: true });
        stored = file;
        if (processed.output) await writeFile(file, processed.output, { flag: 'wx' });
        else await rename(received.file, file);
        const { size } = await stat(file);

        const [row] = await services.db
          .insert(uploads)
          .values({
            ownerId: session.userId,
            path,
            kind,
            mimeType: processed.mimeType,
            bytes: size,
            durationMs: processed.durationMs,
            width: processed.width,
            height: processed.height,
            originalName: received.filename.slice(0, 255) || null,
          })
          .returning({ id: uploads.id });
        if (!row) throw new Error('upload row not inserted');
        stored = null;
        req.log.info({ uploadId: row.id, kind, bytes: size }, 'upload stored');
        const answer: UploadAnswer = {
          uploadId: row.id,
          kind,
          url: uploadUrl(path),
          name,
          durationMs: processed.durationMs,
        };
        return reply.code(201).send(answer);
      } catch (error) {
        req.log.error({ err: error }, 'upload failed');
        return reply.code(500).send({ error: messages.media.uploadFailed });
      } finally {
        await rm(received.file, { force: true });
        if (stored) await rm(stored, { force: true });
      }
    });
  });
}
