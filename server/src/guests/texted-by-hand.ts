import type { Db } from '@partyreel/db';
import { events, invitations } from '@partyreel/db/schema';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { messages } from '@partyreel/shared/messages';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';
import { type EventScope, eventNotFound, isOwnEvent } from '../events/own-event.ts';
import { updateLiveGuests } from './live-guest-update.ts';

const guestNotFound = () => new AppError('NOT_FOUND', messages.guests.guestNotFound);

/**
 * guests.textedByHand for the event's owner: the host texted this guest their personal link from
 * their own phone ('Text from my phone', docs/decisions/067), so the guest is Sent now, as an
 * e-mail the provider accepted makes them (an unsent or pending guest moves to Sent; one who has
 * opened or answered keeps their status). NOT_FOUND for anyone else's event and for ids that are
 * not the event's live guests, before anything else is said; the locked message while the event is
 * locked (its links do not open); 'no phone number' for a guest without one.
 */
export async function markTextedByHand(
  db: Db,
  scope: EventScope,
  guestId: string,
): Promise<{ sentAt: string }> {
  const id = guestId.toLowerCase();
  if (!isUuid(id)) throw guestNotFound();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ unlockedAt: events.unlockedAt })
      .from(events)
      .where(isOwnEvent(scope));
    if (!event) throw eventNotFound();
    const [guest] = await tx
      .select({ status: invitations.status, phone: invitations.phone })
      .from(invitations)
      .where(
        and(
          eq(invitations.eventId, scope.eventId),
          eq(invitations.id, id),
          ne(invitations.status, 'removed'),
        ),
      );
    if (!guest) throw guestNotFound();
    if (!event.unlockedAt) throw new AppError('PRECONDITION_FAILED', messages.send.locked);
    if (!guest.phone?.trim()) throw new AppError('BAD_REQUEST', messages.guests.noPhone);
    const sentAt = new Date();
    const notYetSent = guest.status === 'unsent' || guest.status === 'pending';
    await updateLiveGuests(tx, scope, [id], {
      sentAt,
      updatedAt: sentAt,
      ...(notYetSent ? { status: 'sent' as const } : {}),
    });
    return { sentAt: sentAt.toISOString() };
  });
}
