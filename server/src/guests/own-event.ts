import type { Queryable } from '@partyreel/db/queryable';
import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';

/** Whose event a Manage Guests call is about: ownership is read from the database. */
export interface GuestScope {
  userId: string;
  eventId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An invitation id that is not a UUID finds nothing (instead of failing the query's cast); event ids
 * arrive checked (@partyreel/shared/events/event-id).
 */
export const isUuid = (id: string) => UUID.test(id);

/** The answer for a missing event and for someone else's alike (docs/architecture.md, API). */
export const eventNotFound = () => new AppError('NOT_FOUND', messages.eventDetail.notFound);

/**
 * The caller's own event's id, or NOT_FOUND when it is missing or someone else's. With `lock`, the
 * event row stays locked until the transaction ends (two adds at once cannot pass the cap together).
 */
export async function ownEventId(
  db: Queryable,
  scope: GuestScope,
  options: { lock?: boolean } = {},
): Promise<string> {
  const query = db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, scope.eventId), eq(events.userId, scope.userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw eventNotFound();
  return row.id;
}
