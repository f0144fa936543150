import multipart from '@fastify/multipart';
import { messages } from '@partyreel/shared/messages';
import type { FastifyInstance } from 'fastify';
import { requestSession } from '../auth/request-session.ts';
import type { AppServices } from '../context.ts';
import { consumeOrRefuse } from '../rate-limit/rate-limits.ts';
import type { FileStorage } from './file-storage.ts';
import { type Received, receiveUpload } from './receive-upload.ts';
import { registerServeUploads } from './serve-uploads.ts';
import { type Stored, storeUpload, uploadAllowance } from './store-upload.ts';
import { isUploadKind } from './upload-kinds.ts';

/** The multipart envelope around the file: boundaries, part headers, a short name. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * POST /api/uploads?kind=image|video|audio — one multipart file from a host with a session
 * (anonymous or registered), from the app's own pages (the app's origin check covers every write:
 * docs/decisions/003). This is the transport: the file is streamed to local disk under its size
 * limit and what is left of the host's quota, then store-upload.ts checks, stores and records it.
 * Answers UploadAnswer (201) or `{ error }` with the catalogue's text (413 with
 * media.quotaExceeded past the quota). GET /media/uploads/* serves what was stored.
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
      const kind = req.query.kind;
      if (!isUploadKind(kind)) return reply.code(400).send({ error: messages.media.uploadFailed });

      const session = await requestSession(services, req.headers.cookie, reply);
      if (!session) return reply.code(401).send({ error: messages.auth.sessionExpired });
      // Refused with 429 and the policy's text (errors/http-errors.ts).
      await consumeOrRefuse(services.rateLimits, 'uploadPerAddress', req.ip);
      await consumeOrRefuse(services.rateLimits, 'uploadPerUser', session.userId);
      const allowance = await uploadAllowance(services.db, session, kind);
      const { rule, limit } = allowance;
      const overQuota = { error: allowance.overQuota };
      // An honest browser says how big the body is: refuse a too-big one before reading it.
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > rule.maxBytes + ENVELOPE_BYTES) {
        return reply.code(413).header('connection', 'close').send({ error: rule.tooLarge });
      }
      if (allowance.left <= 0 || declared > allowance.left + ENVELOPE_BYTES) {
        return reply.code(413).header('connection', 'close').send(overQuota);
      }

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

      let stored: Stored;
      try {
        stored = await storeUpload(
          { db: services.db, storage, log: req.log },
          { kind, allowance, file: received.file, filename: received.filename },
        );
      } catch (error) {
        req.log.error({ err: error }, 'upload failed');
        return reply.code(500).send({ error: messages.media.uploadFailed });
      }
      if (stored.ok) return reply.code(201).send(stored.answer);
      return reply.code(stored.reason === 'over-quota' ? 413 : 422).send({ error: stored.message });
    });
  });
}
