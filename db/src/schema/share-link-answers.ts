import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, timestamptz } from './columns.ts';
import { invitationStatus, shareLinks } from './invitations.ts';

/**
 * The latest answer of each browser on a share link, so that answering again moves the link's
 * counters instead of counting twice (docs/decisions/012-guest-tracking-and-live-counts.md).
 */
export const shareLinkAnswers = pgTable(
  'share_link_answers',
  {
    /** The answer's opaque key for the host (events.linkAnswers, events.discardLinkAnswer). */
    id: uuid('id').notNull().defaultRandom().unique(),
    shareLinkId: belongsTo('share_link_id', () => shareLinks.id),
    /**
     * The guest's visitor cookie id (server-issued and signed), hashed with the link's code
     * (server/src/invite/visitor-key.ts): never the id itself.
     */
    visitorId: text('visitor_id').notNull(),
    response: invitationStatus('response').notNull(),
    peopleCount: integer('people_count').notNull(),
    /**
     * The first name the guest gave with the answer (docs/decisions/059); null for answers given
     * before the link asked for one.
     */
    guestName: text('guest_name'),
    /** The e-mail the guest gave for updates and their confirmation, lower-cased; null if none. */
    email: text('email'),
    /** The guest's note with the answer, for the host only. */
    note: text('note'),
    /** The guest's answers to the host's questions, by question id (docs/decisions/064). */
    questionAnswers: jsonb('question_answers').$type<Record<string, string>>(),
    /**
     * The answer this one replaced (null for a first answer): written by the same upsert that
     * replaces it, under its row lock, so the counters' correction is exact even when one browser
     * answers twice at once.
     */
    previousResponse: invitationStatus('previous_response'),
    previousPeopleCount: integer('previous_people_count'),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
    /** When the latest confirmation of this answer went out or is due to (docs/decisions/062). */
    confirmationDueAt: timestamptz('confirmation_due_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shareLinkId, t.visitorId] }),
    // Compared as text: PostgreSQL cannot use an enum value in the transaction that adds it.
    check(
      'share_link_answers_response',
      sql`${t.response}::text in ('accepted', 'maybe', 'waitlisted', 'declined')`,
    ),
    check('share_link_answers_people_count_range', sql`${t.peopleCount} between 0 and 100`),
  ],
);
