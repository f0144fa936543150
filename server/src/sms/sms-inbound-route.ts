import type { Db } from '@partyreel/db';
import { type Queryable, sqlRows } from '@partyreel/db/queryable';
import { smsInbound, smsOptOuts } from '@partyreel/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifyOwners } from '../guests/delivery-records.ts';
import { registerTwilioWebhook } from './twilio-webhook.ts';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

/** What a reply asks (CTIA's keywords, the whole message in any case), or null: anything else. */
export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
};

/** The keyword a reply is, read as carriers read it: the message alone, trimmed, in any case. */
export function smsKeyword(body: string): SmsKeyword | null {
  return (
    KEYWORDS[
      body
        .trim()
        .replace(/[.!]+$/, '')
        .toUpperCase()
    ] ?? null
  );
}

/** What we text back to each keyword (it names us, and how to stop or start again). */
export function keywordAnswer(keyword: SmsKeyword, origin: string): string {
  switch (keyword) {
    case 'stop':
      return 'PartyReel: you will get no more texts from us. Reply START to get them again.';
    case 'start':
      return 'PartyReel: texts are on again. Reply STOP to stop them, HELP for help.';
    case 'help':
      return `PartyReel texts you invitations to parties from people you know. At most 20 texts a month. Reply STOP to stop. Help: ${origin}`;
  }
}

/** No PartyReel text goes to `phone` (E.164) any more, from any host, until it replies START. */
export async function stopTexting(db: Queryable, phone: string): Promise<void> {
  await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
}

/**
 * Acts on a reply once, by its message id: STOP and its synonyms stop every PartyReel text to the
 * number, START lets them through again, HELP changes nothing. A reply seen before (Twilio's retry,
 * a replayed request) changes nothing again. Answers the keyword.
 */
export async function applySmsReply(
  db: Db,
  reply: { messageSid: string; phone: string; body: string },
): Promise<SmsKeyword | null> {
  const keyword = smsKeyword(reply.body);
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(smsInbound)
      .values({ messageSid: reply.messageSid, phone: reply.phone, keyword })
      .onConflictDoNothing()
      .returning({ messageSid: smsInbound.messageSid });
    if (!first) return;
    if (keyword === 'stop') await stopTexting(tx, reply.phone);
    if (keyword === 'start') await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, reply.phone));
    if (keyword === 'stop' || keyword === 'start')
      // The hosts who texted the number see 'Opted out' come and go live.
      await notifyOwners(
        tx,
        sqlRows<{ eventId: string; ownerId: string }>(
          await tx.execute(sql`select distinct e.id as "eventId", e.user_id as "ownerId"
            from sms_outbox t join events e on e.id = t.event_id
            where t.to_phone = ${reply.phone}`),
        ),
      );
  });
  return keyword;
}

/**
 * `POST /api/sms/inbound` (docs/decisions/069): a reply to one of our texts, as Twilio delivers it
 * (form fields, signed with our auth token over the address it called and the fields). The
 * signature is checked against the configured address, never the request's Host: an unsigned or
 * wrongly signed request gets 403 and changes nothing. A verified one is applied once and answered
 * with TwiML: the keyword's answer, or nothing.
 */
export async function registerSmsInboundRoute(
  app: FastifyInstance,
  deps: { db: Db; authToken: string; origin: () => string },
) {
  await registerTwilioWebhook(
    app,
    deps,
    SMS_INBOUND_PATH,
    async ({ params, twilio }, req, reply) => {
      const { MessageSid: messageSid, From: phone, Body: body = '' } = params;
      if (!messageSid || !phone) return reply.code(400).send({ error: 'Not a Twilio message' });
      const keyword = await applySmsReply(deps.db, { messageSid, phone, body });
      req.log.info({ messageSid, keyword }, 'sms reply');
      const answer = new twilio.twiml.MessagingResponse();
      if (keyword) answer.message(keywordAnswer(keyword, deps.origin()));
      return reply.type('text/xml').send(answer.toString());
    },
  );
}
