import { randomUUID } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../http/dev-page.tsx';
import { type DevText, devSmsPage } from './dev-sms-page.tsx';
import { applySmsReply, keywordAnswer } from './sms-inbound-route.ts';

const listQuery = z.object({
  to: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const replyForm = z.object({
  from: z.string().trim().min(2).max(20),
  body: z.string().max(160),
});

async function listDevTexts(db: Db, query: z.output<typeof listQuery>): Promise<DevText[]> {
  const rows = sqlRows<Omit<DevText, 'createdAt'> & { createdAt: Date | string }>(
    await db.execute(sql`select t.id, t.to_phone as "to", t.body, t.kind, t.status, t.error,
        t.created_at as "createdAt",
        exists (select 1 from sms_opt_outs o where o.phone = t.to_phone) as "optedOut"
      from sms_outbox t
      where t.body <> '' ${query.to ? sql`and t.to_phone = ${query.to}` : sql``}
      order by t.created_at desc, t.id limit ${query.limit}`),
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Development's SMS inbox (docs/decisions/070): `/api/dev/sms` (JSON, for tests and scripts) and
 * `/dev/sms` (a page), with a reply as the guest (STOP, START, HELP) applied as Twilio's would be.
 * Register only while texts go to the outbox, never in production.
 */
export function registerDevSmsRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/dev/sms', async (req, reply) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid to or limit' });
    reply.header('cache-control', 'no-store');
    return { texts: await listDevTexts(db, query.data) };
  });

  app.get('/dev/sms', async (_req, reply) =>
    sendPage(reply, devSmsPage(await listDevTexts(db, { limit: 100 }))),
  );

  const replyAs = async (form: z.output<typeof replyForm>, origin: string) => {
    const keyword = await applySmsReply(db, {
      messageSid: `dev-${randomUUID()}`,
      phone: form.from,
      body: form.body,
    });
    return keyword ? keywordAnswer(keyword, origin) : null;
  };

  app.post('/api/dev/sms/reply', async (req, reply) => {
    const form = replyForm.safeParse(req.body);
    if (!form.success) return reply.code(400).send({ error: 'Invalid from or body' });
    return { answer: await replyAs(form.data, `${req.protocol}://${req.host}`) };
  });

  // The page's form (url-encoded: the app's form parser reads it).
  app.post('/dev/sms/reply', async (req, reply) => {
    const form = replyForm.safeParse(req.body);
    if (!form.success) return reply.code(400).send({ error: 'Invalid from or body' });
    const answer = await replyAs(form.data, `${req.protocol}://${req.host}`);
    const note = `Reply from ${form.data.from}: '${form.data.body}'. ${answer ? `PartyReel answered: ${answer}` : 'No answer (not a keyword).'}`;
    return sendPage(reply, devSmsPage(await listDevTexts(db, { limit: 100 }), note));
  });
}
