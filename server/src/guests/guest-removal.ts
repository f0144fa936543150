import type { Db } from '@partyreel/db';
import type { GuestRemoveResult } from '@partyreel/shared/guests/guest-list';
import type { guestRemoveInput } from '@partyreel/shared/guests/guest-list-input';
import { isUuid } from '@partyreel/shared/ids/uuid';
import type { z } from 'zod';
import { type EventScope, ownEventId } from '../events/own-event.ts';
import { updateLiveGuests } from './live-guest-update.ts';

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
    const removed = await updateLiveGuests(tx, { userId: scope.userId, eventId }, ids, {
      status: 'removed',
    });
    return { removed: removed.length };
  });
}
