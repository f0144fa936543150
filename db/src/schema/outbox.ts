import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, timestamptz } from './columns.ts';
import { events } from './events.ts';
import { invitations } from './invitations.ts';

/** A file an e-mail carries: its name, media type and content (base64). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const outboxStatus = pgEnum('outbox_status', ['queued', 'sent', 'failed']);

/** Every e-mail the app sent or tried to send; in development it is also the mailbox at /dev/mail. */
export const outbox = pgTable(
  'outbox',
  {
    id,
    /** Makes a retried send job a no-op once its message is recorded. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: outboxStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    /** Extra headers delivered with the message (List-Unsubscribe and its one-click POST). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the message (a confirmation's calendar file), their content in base64. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /**
     * What the provider's webhook last said of the message: delivered, delivery_delayed, bounced
     * or complained (null: nothing yet, or the outbox transport).
     */
    providerStatus: text('provider_status'),
    /**
     * The provider batch this message went out in (Resend's batch endpoint), fixed before the call:
     * a retry after a crash re-sends that same batch with the same idempotency key, so the provider
     * drops it instead of delivering twice.
     */
    batchKey: text('batch_key'),
    eventId: refersTo('event_id', () => events.id),
    invitationId: refersTo('invitation_id', () => invitations.id),
    sentAt: timestamptz('sent_at'),
    createdAt,
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
    index('outbox_created_at_idx').on(t.createdAt.desc()),
    index('outbox_to_address_idx').on(t.toAddress, t.createdAt.desc()),
    index('outbox_event_id_idx').on(t.eventId),
    index('outbox_invitation_id_idx').on(t.invitationId),
    index('outbox_batch_key_idx').on(t.batchKey),
    index('outbox_provider_message_id_idx').on(t.providerMessageId),
  ],
);
