import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { events } from './events.ts';

/**
 * When an event's host hears of its answers by e-mail (docs/decisions/063): the next alert's time
 * and the answers already told. One row per event that has had an answer while alerts were on;
 * apart from `events` so an answer does not lock the event's row.
 */
export const answerAlerts = pgTable('answer_alerts', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** When the latest alert went or is due to go: the next is 15 minutes (or a day) after it. */
  dueAt: timestamptz('due_at').notNull(),
  /** Answers up to this time were in an alert already. */
  toldThrough: timestamptz('told_through'),
});
