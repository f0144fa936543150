import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { uploads } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.ts';
import { isSameOrigin } from '../http/origin.ts';
import { consumeOrRefuse } from '../rate-limit/rate-limits.ts';
import { sanitiseFileName, storagePath } from './file-name.ts';
import type { FileStorage } from './file-storage.ts';
import { processUpload } from './process-upload.ts';
import { type Received, receiveUpload } from './receive-upload.ts';
import { requestSession } from './request-session.ts';
import { registerServeUploads } from './serve-uploads.ts';
import { isUploadKind, type UploadKind, uploadRules } from './upload-kinds.ts';
import { insertWithinQuota, roomLeft, storageScopeOf } from './upload-quota.ts';

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
 * (anonymous or registered), streamed to disk under its size limit and what is left of the host's
 * quota, checked by its bytes, images re-encoded without metadata, stored as {uploadId}.{ext};
 * answers UploadAnswer (201) or `{ error }` with the catalogue's text (413 with
 * media.quotaExceeded past the quota). Every check runs on the received file on local disk; only
 * then are the final bytes put in `storage` (local disk or a bucket, decision 025). GET
 * /media/uploads/* serves what was stored.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  services: AppServices,
  storage: FileStorage,
) {
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
      // Refused with 429 and the policy's text (errors/http-errors.ts).
      await consumeOrRefuse(services.rateLimits, 'uploadPerAddress', req.ip);
      await consumeOrRefuse(services.rateLimits, 'uploadPerUser', session.userId);
      // The owner's quota, and an anonymous owner's network's shared budget (decision 040).
      const scope = await storageScopeOf(services.db, session);
      const room = await roomLeft(services.db, scope);
      const left = room.bytes;
      const overQuota = { error: room.refusal };
      // An honest browser says how big the body is: refuse a too-big one before reading it.
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > rule.maxBytes + ENVELOPE_BYTES) {
        return reply.code(413).header('connection', 'close').send({ error: rule.tooLarge });
      }
      if (left <= 0 || declared > left + ENVELOPE_BYTES) {
        return reply.code(413).header('connection', 'close').send(overQuota);
      }

      // Counted while streaming against the smaller of the kind's limit and what the quota leaves.
      const limit = Math.min(rule.maxBytes, left);
      let received: Received;
      try {
        received = await receiveUpload(req, storage.incoming, limit);
      } catch (error) {
        // A write that failed (a full, read-only or missing disk) left the rest of the body unread:
        // the connection cannot carry the browser's next request, so it closes after this answer
        // (docs/decisions/038). receiveUpload has removed its partial file.
        req.log.error({ err: error }, 'upload not received');
        return reply
          .code(500)
          .header('connection', 'close')
          .send({ error: messages.media.uploadFailed });
      }
      if (!received.ok) {
        if (received.reason === 'no-file') return reply.code(400).send({ error: rule.invalid });
        return reply.code(413).send(limit < rule.maxBytes ? overQuota : { error: rule.tooLarge });
      }

      // Every file this request made is deleted before it is answered: a refused upload leaves
      // nothing behind by the time the host reads why.
      let stored: string | null = null;
      let answer: { status: number; body: UploadAnswer | { error: string } };
      try {
        answer = await (async () => {
          const processed = await processUpload(kind, received.file);
          if (!processed.ok) return { status: 422, body: { error: processed.message } };

          const name = sanitiseFileName(received.filename, processed.extension, kind);
          const uploadId = randomUUID();
          const path = storagePath(uploadId, processed.extension);
          stored = path;
          const size = await storage.put(
            path,
            processed.output ? { bytes: processed.output } : { file: received.file },
            processed.mimeType,
          );

          // The quota again, now that the stored size is known, counted under the owner's lock.
          const refused = await insertWithinQuota(
            services.db,
            { ...scope, bytes: size },
            async (tx) => {
              await tx.insert(uploads).values({
                id: uploadId,
                ownerId: session.userId,
                path,
                kind,
                mimeType: processed.mimeType,
                bytes: size,
                durationMs: processed.durationMs,
                width: processed.width,
                height: processed.height,
                originalName: received.filename.slice(0, 255) || null,
              });
            },
          );
          if (refused) return { status: 413, body: { error: refused } };
          stored = null;
          req.log.info({ uploadId, kind, bytes: size }, 'upload stored');
          return {
            status: 201,
            body: {
              uploadId,
              kind,
              url: uploadUrl(path),
              name,
              durationMs: processed.durationMs,
            },
          };
        })();
      } catch (error) {
        req.log.error({ err: error }, 'upload failed');
        answer = { status: 500, body: { error: messages.media.uploadFailed } };
      } finally {
        await rm(received.file, { force: true });
        // A store that fails here leaves a file with no row: the clean-up's sweep removes it.
        if (stored) {
          await storage
            .remove(stored)
            .catch((error: unknown) => req.log.error({ err: error }, 'refused upload not removed'));
        }
      }
      return reply.code(answer.status).send(answer.body);
    });
  });
}
