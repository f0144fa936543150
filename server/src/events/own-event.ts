import type { Queryable } from '@partyreel/db/queryable';
import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';

/**
 * Whose event a call is about. Ownership is always read from the database: an event id from the
 * client proves nothing (docs/architecture.md, Security).
 */
export interface EventScope {
  userId: string;
  eventId: string;
}

/** The answer for a missing event and for someone else's alike (docs/architecture.md, API). */
export const eventNotFound = () => new AppError('NOT_FOUND', messages.eventDetail.notFound);

/** The SQL condition 'the row of `events` is the caller's event': every owner's query filters by it. */
export function isOwnEvent(scope: EventScope): SQL {
  return sql`(${eq(events.id, scope.eventId)} and ${eq(events.userId, scope.userId)})`;
}

/**
 * The caller's own event's id, or NOT_FOUND when it is missing or someone else's. With `lock`, the
 * event row stays locked until the transaction ends (two adds at once cannot pass the cap together).
 */
export async function ownEventId(
  db: Queryable,
  scope: EventScope,
  options: { lock?: boolean } = {},
): Promise<string> {
  const query = db.select({ id: events.id }).from(events).where(isOwnEvent(scope));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw eventNotFound();
  return row.id;
}
