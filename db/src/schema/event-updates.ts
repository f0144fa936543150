import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns.ts';
import { events } from './events.ts';

/**
 * The host's updates to their guests (docs/product.md, Updates to guests): e-mailed once to the
 * audience's guests when sent, and shown on the invitations of those they were for.
 */
export const eventUpdates = pgTable(
  'event_updates',
  {
    id,
    eventId: belongsTo('event_id', () => events.id),
    /** all, accepted, maybe, unanswered or notDeclined (shared/src/events/event-updates.ts). */
    audience: text('audience').notNull(),
    body: text('body').notNull(),
    /** How many guests it was e-mailed to. */
    emailed: integer('emailed').notNull().default(0),
    createdAt,
  },
  (t) => [
    index('event_updates_event_idx').on(t.eventId, t.createdAt),
    check(
      'event_updates_audience',
      sql`${t.audience} in ('all', 'accepted', 'maybe', 'unanswered', 'notDeclined')`,
    ),
    check('event_updates_body_length', sql`char_length(${t.body}) between 1 and 1000`),
  ],
);
