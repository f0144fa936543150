import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifyOwners } from '../guests/delivery-records.ts';
import { stopTexting } from './sms-inbound-route.ts';
import { registerTwilioWebhook } from './twilio-webhook.ts';

export const SMS_STATUS_PATH = '/api/sms/status';

/** Where Twilio reports one text's delivery: our status route, naming the outbox row. */
export const smsStatusCallbackUrl = (origin: string, textId: string) =>
  `${origin}${SMS_STATUS_PATH}?text=${encodeURIComponent(textId)}`;

/** The statuses that end a text's story; the others (queued, sending, sent) change nothing. */
const FINAL = new Set(['delivered', 'undelivered', 'failed']);

/** What the host reads of a text that did not arrive, by Twilio's error code. */
export function undeliveredReason(code: string | undefined): string {
  switch (code) {
    case '21610':
    case '30004':
      return messages.texts.failedOptedOut;
    case '30006':
      return messages.texts.failedLandline;
    case '30003':
    case '30005':
      return messages.texts.failedUnreachable;
    default:
      return messages.texts.failed;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies a text's final status once (docs/decisions/070): the outbox row keeps what Twilio said,
 * and a guest's invitation text moves them to Delivered or Failed with the reason, only while that
 * send is still their latest. A status for another message than the row's, or told again, changes
 * nothing. Twilio's 21610 (the number replied STOP to Twilio itself) also stops our texts to it.
 */
export async function applyTextStatus(
  db: Db,
  report: { textId: string; messageSid: string; status: string; errorCode?: string | undefined },
): Promise<boolean> {
  if (!FINAL.has(report.status) || !UUID.test(report.textId)) return false;
  const delivered = report.status === 'delivered';
  const reason = delivered ? null : undeliveredReason(report.errorCode);
  return db.transaction(async (tx) => {
    const [text] = sqlRows<{ to_phone: string; invitation_id: string | null; key: string }>(
      await tx.execute(sql`update sms_outbox set provider_status = ${report.status},
          provider_id = coalesce(provider_id, ${report.messageSid})
        where id = ${report.textId}
          and (provider_id is null or provider_id = ${report.messageSid})
          and (provider_status is null or provider_status not in ('delivered', 'undelivered', 'failed'))
        returning to_phone, invitation_id, idempotency_key as key`),
    );
    if (!text) return false;
    if (report.errorCode === '21610') await stopTexting(tx, text.to_phone);
    const [kind, sendId] = text.key.split(':');
    if (kind !== 'invitation-text' || !sendId || !text.invitation_id) return true;
    const owned = sqlRows<{ eventId: string; ownerId: string }>(
      await tx.execute(sql`update invitations i set
          delivery_status = ${delivered ? 'delivered' : 'failed'}::invitation_delivery,
          delivery_error = ${reason}, updated_at = now()
        from events e
        where i.id = ${text.invitation_id} and e.id = i.event_id and i.status <> 'removed'
          and i.delivery_send_id::text = ${sendId}
        returning i.event_id as "eventId", e.user_id as "ownerId"`),
    );
    await notifyOwners(tx, owned);
    return true;
  });
}

/** `POST /api/sms/status?text={id}`: Twilio's status callback for one of our texts, verified. */
export async function registerSmsStatusRoute(
  app: FastifyInstance,
  deps: { db: Db; authToken: string; origin: () => string },
) {
  await registerTwilioWebhook(app, deps, SMS_STATUS_PATH, async ({ params }, req, reply) => {
    const textId = (req.query as { text?: unknown }).text;
    const { MessageSid: messageSid, MessageStatus: status } = params;
    if (typeof textId !== 'string' || !messageSid || !status)
      return reply.code(400).send({ error: 'Not a Twilio status' });
    const applied = await applyTextStatus(deps.db, {
      textId,
      messageSid,
      status,
      errorCode: params.ErrorCode,
    });
    req.log.info({ textId, status, applied }, 'sms status');
    return reply.code(204).send();
  });
}
