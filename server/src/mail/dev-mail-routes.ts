import type { Db } from '@partyreel/db';
import { isUuid } from '@partyreel/shared/ids/uuid';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../http/dev-page.tsx';
import { devMailListPage, devMailMessagePage } from './dev-mail-page.tsx';
import { findDevMail, listDevMail } from './dev-mail-queries.ts';

const MAX_LIMIT = 200;

const listQuery = z.object({
  to: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((to) => to || undefined),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .transform((limit) => Math.min(limit, MAX_LIMIT)),
});

/**
 * The outbox as a mailbox: `/api/dev/mail` (JSON, for tests and scripts) and `/dev/mail` (pages).
 * Register only while the outbox transport is active, never in production.
 */
export function registerDevMailRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/dev/mail', async (req, reply) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid to or limit' });
    reply.header('cache-control', 'no-store');
    return { messages: await listDevMail(db, query.data) };
  });

  app.get('/dev/mail', async (req, reply) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid to or limit' });
    const messages = await listDevMail(db, query.data);
    return sendPage(reply, devMailListPage(messages, query.data.to));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (req, reply) => {
    const message = isUuid(req.params.id) ? await findDevMail(db, req.params.id) : undefined;
    if (!message) return reply.code(404).send({ error: 'Not found' });
    return sendPage(reply, devMailMessagePage(message));
  });
}
