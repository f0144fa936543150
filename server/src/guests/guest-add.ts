import type { Db } from '@partyreel/db';
import { invitations } from '@partyreel/db/schema';
import type { GuestAddResult, guestAddInput } from '@partyreel/shared/guests/guest-list';
import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { eventChanged } from '../events/event-topics.ts';
import { addGuests } from '../events/events.mutations.ts';
import { type GuestScope, ownEventId } from './own-event.ts';

type AddInput = z.output<typeof guestAddInput>;

/**
 * guests.add for the event's owner (NOT_FOUND for anyone else): Add Guests after the event was
 * made. The recipients become 'pending' invitations in the order given, each with its own code,
 * under the same 200-guest cap as the edit page (the event row is locked while counting, so two
 * adds at once cannot pass it together); all or nothing, with the live notice in the same
 * transaction.
 */
export async function addGuestsToEvent(
  db: Db,
  scope: GuestScope,
  input: AddInput,
): Promise<GuestAddResult> {
  return db.transaction(async (tx) => {
    const eventId = await ownEventId(tx, scope, { lock: true });
    const [guests] = await tx
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed')));
    if ((guests?.value ?? 0) + input.recipients.length > MAX_GUESTS_PER_EVENT)
      throw new AppError('BAD_REQUEST', messages.send.tooManyGuests);
    const invitationIds = await addGuests(tx, eventId, input.recipients, 'pending');
    for (const notice of eventChanged({ userId: scope.userId, eventId })) await tx.execute(notice);
    return { added: invitationIds.length, invitationIds };
  });
}
