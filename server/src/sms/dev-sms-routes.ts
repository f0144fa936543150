import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../http/dev-page.tsx';
import { type DevText, devSmsPage } from './dev-sms-page.tsx';
import type { SmsSetup } from './sms-config.ts';
import { SMS_INBOUND_PATH } from './sms-inbound-route.ts';

const listQuery = z.object({
  to: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const replyForm = z.object({
  from: z
    .string()
    .trim()
    .regex(/^\+\d{6,15}$/),
  body: z.string().max(160),
});

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The text of a TwiML answer's <Message>, or null: the app answered nothing. */
export function twimlMessage(twiml: string): string | null {
  const inner = /<Message>([\s\S]*?)<\/Message>/.exec(twiml)?.[1];
  return inner === undefined
    ? null
    : inner.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

async function listDevTexts(db: Db, query: z.output<typeof listQuery>): Promise<DevText[]> {
  const rows = sqlRows<Omit<DevText, 'createdAt'> & { createdAt: Date | string }>(
    await db.execute(sql`select t.id, t.to_phone as "to", t.body, t.kind, t.status, t.error,
        t.provider_status as "delivery", t.created_at as "createdAt",
        exists (select 1 from sms_opt_outs o where o.phone = t.to_phone) as "optedOut"
      from sms_outbox t
      where t.provider_id is not null ${query.to ? sql`and t.to_phone = ${query.to}` : sql``}
      order by t.created_at desc, t.id limit ${query.limit}`),
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Development's SMS inbox (docs/decisions/071): `/api/dev/sms` (JSON, for tests and scripts) and
 * `/dev/sms` (a page) list every text handed to Twilio's stand-in, with what its delivery report
 * said. A reply as the guest (STOP, START, HELP) goes through the stand-in, signed as Twilio signs,
 * to the app's own inbound route. Register only with the stand-in, never in production.
 */
export function registerDevSmsRoutes(
  app: FastifyInstance,
  deps: { db: Db; sms: Extract<SmsSetup, { kind: 'dev' }>; origin: () => string },
) {
  const { db, sms } = deps;
  app.get('/api/dev/sms', async (req, reply) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid to or limit' });
    reply.header('cache-control', 'no-store');
    return { texts: await listDevTexts(db, query.data) };
  });

  app.get('/dev/sms', async (_req, reply) =>
    sendPage(reply, devSmsPage(await listDevTexts(db, { limit: 100 }))),
  );

  /** The guest's reply, as Twilio would post it; what the app answered, or null for nothing. */
  const replyAs = async (form: z.output<typeof replyForm>) => {
    const posted = await sms.standIn.inbound(`${deps.origin()}${SMS_INBOUND_PATH}`, {
      from: form.from,
      to: sms.sender.from,
      body: form.body,
    });
    if (posted?.status !== 200) throw new Error(`the inbound route answered ${posted?.status}`);
    return twimlMessage(posted.answer);
  };

  app.post('/api/dev/sms/reply', async (req, reply) => {
    const form = replyForm.safeParse(req.body);
    if (!form.success) return reply.code(400).send({ error: 'Invalid from or body' });
    return { answer: await replyAs(form.data) };
  });

  // The page's form (url-encoded: the app's form parser reads it).
  app.post('/dev/sms/reply', async (req, reply) => {
    const form = replyForm.safeParse(req.body);
    if (!form.success) return reply.code(400).send({ error: 'Invalid from or body' });
    const answer = await replyAs(form.data);
    const note = `Reply from ${form.data.from}: '${form.data.body}'. ${answer ? `PartyReel answered: ${answer}` : 'No answer (not a keyword).'}`;
    return sendPage(reply, devSmsPage(await listDevTexts(db, { limit: 100 }), note));
  });
}
