import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, timestamptz } from './columns.ts';
import { events } from './events.ts';
import { invitations } from './invitations.ts';
import { outboxStatus } from './outbox.ts';

/**
 * Numbers that replied STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) to one of our texts: no
 * PartyReel text goes to them, from any host, until they reply START (docs/decisions/069). E.164.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  stoppedAt: timestamptz('stopped_at').notNull().defaultNow(),
});

/**
 * The replies already acted on, by Twilio's message id: a reply delivered again (Twilio retries,
 * or a replayed request) changes nothing twice. Only the keyword is kept, never a guest's words.
 */
export const smsInbound = pgTable('sms_inbound', {
  messageSid: text('message_sid').primaryKey(),
  phone: text('phone').notNull(),
  keyword: text('keyword'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * Every text the app sent or tried to send (docs/decisions/070), written before the provider is
 * called: the key names the text (one per guest per send), so a retried job never texts twice. In
 * development it is also the inbox at /dev/sms. Read by the per-number monthly cap.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id,
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the text is for: 'invitation', 'reminder', 'update'. */
    kind: text('kind').notNull(),
    /** E.164. */
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    status: outboxStatus('status').notNull().default('queued'),
    /** Provider calls made for it: more than 0 while still queued means an answer was lost. */
    attempts: integer('attempts').notNull().default(0),
    /** When the first provider call began: a lost answer is looked up from there. */
    attemptedAt: timestamptz('attempted_at'),
    providerId: text('provider_id'),
    /** What the provider's status callback last said: delivered, undelivered or failed. */
    providerStatus: text('provider_status'),
    error: text('error'),
    eventId: refersTo('event_id', () => events.id),
    invitationId: refersTo('invitation_id', () => invitations.id),
    sentAt: timestamptz('sent_at'),
    createdAt,
  },
  (t) => [
    uniqueIndex('sms_outbox_idempotency_key').on(t.idempotencyKey),
    index('sms_outbox_to_phone_idx').on(t.toPhone, t.createdAt.desc()),
    index('sms_outbox_provider_id_idx').on(t.providerId),
    index('sms_outbox_invitation_id_idx').on(t.invitationId),
    index('sms_outbox_created_at_idx').on(t.createdAt.desc()),
  ],
);
