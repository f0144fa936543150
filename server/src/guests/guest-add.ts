import type { Db } from '@partyreel/db';
import type { GuestAddResult } from '@partyreel/shared/guests/guest-list';
import type { guestAddInput } from '@partyreel/shared/guests/guest-list-input';
import { messages } from '@partyreel/shared/messages';
import type { z } from 'zod';
import { addNewGuests } from '../events/event-guests.ts';
import { eventChanged } from '../events/event-topics.ts';
import { type EventScope, ownEventId } from '../events/own-event.ts';

type AddInput = z.output<typeof guestAddInput>;

/**
 * guests.add for the event's owner (NOT_FOUND for anyone else): Add Guests after the event was
 * made. The recipients become 'pending' invitations in the order given, each with its own code,
 * under the same 200-guest cap as the edit page (the event row is locked meanwhile, so two adds at
 * once cannot pass it together). Anyone whose e-mail or phone is already a guest's is not added
 * again and is named in `alreadyInvited`; the others are added all or nothing, with the live notice
 * in the same transaction.
 */
export async function addGuestsToEvent(
  db: Db,
  scope: EventScope,
  input: AddInput,
): Promise<GuestAddResult> {
  return db.transaction(async (tx) => {
    const eventId = await ownEventId(tx, scope, { lock: true });
    const { invitationIds, alreadyInvited } = await addNewGuests(tx, eventId, input.recipients, {
      status: 'pending',
      tooMany: messages.send.tooManyGuests,
    });
    if (invitationIds.length > 0)
      for (const notice of eventChanged({ userId: scope.userId, eventId }))
        await tx.execute(notice);
    return { added: invitationIds.length, invitationIds, alreadyInvited };
  });
}
