import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { events } from './events.ts';

export const invitationStatus = pgEnum('invitation_status', [
  'unsent',
  'pending',
  'sent',
  'viewed',
  'accepted',
  'maybe',
  'waitlisted',
  'declined',
  'removed',
]);

/**
 * Where the guest's latest invitation e-mail stands (null: never sent by e-mail): queued, handed
 * to the provider (sent) or not (failed), then what the provider's webhook reported: delivered,
 * delayed, bounced or complained (marked as spam).
 */
export const invitationDelivery = pgEnum('invitation_delivery', [
  'queued',
  'sent',
  'failed',
  'delivered',
  'delayed',
  'bounced',
  'complained',
]);

export const viewState = pgEnum('view_state', ['playing', 'completed']);

export const invitationSource = pgEnum('invitation_source', [
  'wizard',
  'guest_page',
  'csv',
  'contacts',
]);

/**
 * One row per guest of an event (the product description's top-level and per-event copies are one
 * table here; docs/architecture.md, Data model).
 */
export const invitations = pgTable(
  'invitations',
  {
    id,
    eventId: belongsTo('event_id', () => events.id),
    recipientName: text('recipient_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    status: invitationStatus('status').notNull().default('unsent'),
    peopleCount: integer('people_count').notNull().default(1),
    /**
     * The most people this invitation may answer for (1–20), the guest included; null: the event's
     * limit (docs/decisions/061).
     */
    maxPeople: integer('max_people'),
    /** The guest's note with their answer ('allergic to nuts'), for the host only. */
    answerNote: text('answer_note'),
    /** The guest's answers to the host's questions, by question id (docs/decisions/064). */
    questionAnswers: jsonb('question_answers').$type<Record<string, string>>(),
    uniqueCode: text('unique_code').notNull(),
    viewState: viewState('view_state'),
    sentAt: timestamptz('sent_at'),
    respondedAt: timestamptz('responded_at'),
    /** When the guest first opened their invitation page (Manage Guests' journey). */
    openedAt: timestamptz('opened_at'),
    /** When the guest first watched the invitation to its end. */
    watchedAt: timestamptz('watched_at'),
    /**
     * When the latest confirmation of the guest's answer went out or is due to: the next comes an
     * hour after it at the soonest (docs/decisions/062).
     */
    confirmationDueAt: timestamptz('confirmation_due_at'),
    deliveryStatus: invitationDelivery('delivery_status'),
    /** Why the latest e-mail could not be delivered, after its retries (shown to the host). */
    deliveryError: text('delivery_error'),
    /** The send the delivery status belongs to: a late outcome of an older send never overwrites it. */
    deliverySendId: uuid('delivery_send_id'),
    source: invitationSource('source').notNull().default('wizard'),
    /**
     * The order rows were added in. Guests added together (a list, a CSV file) share one
     * created_at, and the random id would shuffle them; lists read in (created_at, position).
     */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('invitations_unique_code_key').on(t.uniqueCode),
    index('invitations_event_status_idx').on(t.eventId, t.status),
    check('invitations_people_count_range', sql`${t.peopleCount} between 0 and 100`),
    check('invitations_max_people_range', sql`${t.maxPeople} between 1 and 20`),
    check('invitations_unique_code_length', sql`length(${t.uniqueCode}) = 12`),
  ],
);

/** The event's shared anonymous link; counters change only in SQL (`views = views + 1`). */
export const shareLinks = pgTable(
  'share_links',
  {
    id,
    eventId: belongsTo('event_id', () => events.id),
    code: text('code').notNull(),
    views: integer('views').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    declined: integer('declined').notNull().default(0),
    /** Answers of Maybe, and their head counts (docs/decisions/057). */
    maybe: integer('maybe').notNull().default(0),
    maybePeople: integer('maybe_people').notNull().default(0),
    people: integer('people').notNull().default(0),
    /** Accepted answers that found the event full, and their head counts (docs/decisions/061). */
    waitlisted: integer('waitlisted').notNull().default(0),
    waitlistedPeople: integer('waitlisted_people').notNull().default(0),
    /** The latest answer through the link, set by the same statement that moves the counters. */
    lastResponse: invitationStatus('last_response'),
    lastPeopleCount: integer('last_people_count'),
    lastNote: text('last_note'),
    /** The first name given with the latest answer (docs/decisions/059). */
    lastName: text('last_name'),
    lastAnsweredAt: timestamptz('last_answered_at'),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('share_links_event_id_key').on(t.eventId),
    uniqueIndex('share_links_code_key').on(t.code),
    check('share_links_code_length', sql`length(${t.code}) = 12`),
    check(
      'share_links_counters_non_negative',
      sql`${t.views} >= 0 and ${t.accepted} >= 0 and ${t.declined} >= 0 and ${t.people} >= 0 and ${t.maybe} >= 0 and ${t.maybePeople} >= 0 and ${t.waitlisted} >= 0 and ${t.waitlistedPeople} >= 0`,
    ),
  ],
);

/** One view per browser per day on a share link: a reload is not a new view. */
export const shareLinkViews = pgTable(
  'share_link_views',
  {
    shareLinkId: belongsTo('share_link_id', () => shareLinks.id),
    /** A random id kept in the guest's browser, hashed. */
    visitorId: text('visitor_id').notNull(),
    day: date('day').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.shareLinkId, t.visitorId, t.day] })],
);
