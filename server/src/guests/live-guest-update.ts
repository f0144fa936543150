import type { Queryable } from '@partyreel/db/queryable';
import { invitations } from '@partyreel/db/schema';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { eventChanged } from '../events/event-topics.ts';
import type { EventScope } from '../events/own-event.ts';

/**
 * Sets `values` on the invitations among `ids` that are live guests (not removed) of `eventId`, the
 * caller's own event, and tells the host's pages when any changed, in the caller's transaction.
 * Ids of other events and unknown ids change nothing. Answers the ids changed.
 */
export async function updateLiveGuests(
  tx: Queryable,
  scope: EventScope,
  ids: readonly string[],
  values: Partial<typeof invitations.$inferInsert>,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const changed = await tx
    .update(invitations)
    .set(values)
    .where(
      and(
        eq(invitations.eventId, scope.eventId),
        inArray(invitations.id, [...ids]),
        ne(invitations.status, 'removed'),
      ),
    )
    .returning({ id: invitations.id });
  if (changed.length > 0) for (const notice of eventChanged(scope)) await tx.execute(notice);
  return changed.map((row) => row.id);
}
