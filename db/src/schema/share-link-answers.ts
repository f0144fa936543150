import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invitationStatus, shareLinks } from './invitations.ts';

/**
 * The latest answer of each browser on a share link, so that answering again moves the link's
 * counters instead of counting twice (docs/decisions/012-guest-tracking-and-live-counts.md).
 */
export const shareLinkAnswers = pgTable(
  'share_link_answers',
  {
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** A random id kept in the guest's browser, hashed with the link's id. */
    visitorId: text('visitor_id').notNull(),
    response: invitationStatus('response').notNull(),
    peopleCount: integer('people_count').notNull(),
    /**
     * The answer this one replaced (null for a first answer): written by the same upsert that
     * replaces it, under its row lock, so the counters' correction is exact even when one browser
     * answers twice at once.
     */
    previousResponse: invitationStatus('previous_response'),
    previousPeopleCount: integer('previous_people_count'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shareLinkId, t.visitorId] }),
    check('share_link_answers_response', sql`${t.response} in ('accepted', 'declined')`),
    check('share_link_answers_people_count_range', sql`${t.peopleCount} between 0 and 100`),
  ],
);
