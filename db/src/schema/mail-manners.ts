import { index, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, timestamptz } from './columns.ts';
import { events } from './events.ts';
import { users } from './users.ts';

export const suppressionReason = pgEnum('suppression_reason', [
  'unsubscribed',
  'bounced',
  'complained',
]);

/**
 * Addresses that get no more guest mail (docs/decisions/031): from one event (`eventId`), or from
 * PartyReel altogether (`eventId` null). Every send checks it; a hard bounce or a complaint adds
 * the address for all mail, an unsubscribe for the event or, at the recipient's choice, all mail.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    id,
    /** Lower-cased and trimmed. */
    address: text('address').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    reason: suppressionReason('reason').notNull(),
    createdAt,
  },
  (t) => [
    unique('mail_suppressions_address_event_key').on(t.address, t.eventId).nullsNotDistinct(),
    index('mail_suppressions_event_id_idx').on(t.eventId),
  ],
);

/**
 * Every e-mail to a guest that an account queued (invitations, reminders, updates): what the
 * sending budgets and per-recipient manners count (docs/decisions/031). Rows outlive the guest
 * (a removed guest still counts against the event's allowance) and the event (the account's
 * daily budget still counts them).
 */
export const guestMailLedger = pgTable(
  'guest_mail_ledger',
  {
    id,
    userId: belongsTo('user_id', () => users.id),
    eventId: refersTo('event_id', () => events.id),
    /** Lower-cased and trimmed. */
    address: text('address').notNull(),
    /** 'invitation', 'reminder' or 'update'. */
    kind: text('kind').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('guest_mail_ledger_event_address_idx').on(t.eventId, t.address, t.createdAt),
    index('guest_mail_ledger_user_created_idx').on(t.userId, t.createdAt),
    index('guest_mail_ledger_user_address_idx').on(t.userId, t.address),
  ],
);
