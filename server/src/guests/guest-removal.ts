import type { Db } from '@partyreel/db';
import { invitations } from '@partyreel/db/schema';
import type { GuestRemoveResult, guestRemoveInput } from '@partyreel/shared/guests/guest-list';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { eventChanged } from '../events/event-topics.ts';
import { type EventScope, ownEventId } from '../events/own-event.ts';

type RemoveInput = z.output<typeof guestRemoveInput>;

/**
 * guests.remove for the event's owner (NOT_FOUND for anyone else): soft removal — the named
 * invitations of this event that are not removed yet become 'removed', which takes them out of the
 * live counts, the lists and every send. Ids of other events, unknown ids and guests removed before
 * change nothing and are not counted. The live notice goes out with the change, in its transaction.
 */
export async function removeGuests(
  db: Db,
  scope: EventScope,
  input: RemoveInput,
): Promise<GuestRemoveResult> {
  const ids = [...new Set(input.invitationIds.filter(isUuid).map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const eventId = await ownEventId(tx, scope);
    if (ids.length === 0) return { removed: 0 };
    const removed = await tx
      .update(invitations)
      .set({ status: 'removed' })
      .where(
        and(
          eq(invitations.eventId, eventId),
          inArray(invitations.id, ids),
          ne(invitations.status, 'removed'),
        ),
      )
      .returning({ id: invitations.id });
    if (removed.length > 0)
      for (const notice of eventChanged({ userId: scope.userId, eventId }))
        await tx.execute(notice);
    return { removed: removed.length };
  });
}
