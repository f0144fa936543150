import type { Db } from '@partyreel/db';
import { invitations } from '@partyreel/db/schema';
import type { GuestContactResult, guestContactInput } from '@partyreel/shared/guests/guest-contact';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { messages } from '@partyreel/shared/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { eventChanged } from '../events/event-topics.ts';
import { type EventScope, ownEventId } from '../events/own-event.ts';
import { guestContactColumns } from './send-recipients.ts';

type ContactInput = z.output<typeof guestContactInput>;

const sameAddress = (a: string | null, b: string | null) =>
  (a?.trim().toLowerCase() ?? '') === (b?.trim().toLowerCase() ?? '');

/**
 * guests.updateContact for the event's owner (NOT_FOUND for anyone else): the host corrects a
 * guest's e-mail — typically one that bounced (docs/decisions/033) — and/or phone and name. The
 * guest must keep an e-mail or a phone. A new e-mail address starts the guest's e-mail afresh: the
 * delivery state of the old one (bounced, failed…) is cleared, and a guest who had only been sent
 * the invitation is back to not sent, so Resend (or Send New) invites the new address. Nothing is
 * sent here, and the old address stays on the suppression list. An address another guest of the
 * event has is refused: one person, one recipient. The live notice goes out with the
 * change, in its transaction.
 */
export async function updateGuestContact(
  db: Db,
  scope: EventScope,
  input: ContactInput,
): Promise<GuestContactResult> {
  return db.transaction(async (tx) => {
    const eventId = await ownEventId(tx, scope);
    const notFound = () => new AppError('NOT_FOUND', messages.guests.guestNotFound);
    if (!isUuid(input.invitationId)) throw notFound();
    const [guest] = await tx
      .select(guestContactColumns)
      .from(invitations)
      .where(
        and(
          eq(invitations.id, input.invitationId.toLowerCase()),
          eq(invitations.eventId, eventId),
          ne(invitations.status, 'removed'),
        ),
      )
      .for('update');
    if (!guest) throw notFound();

    const name = input.name ?? guest.name;
    const email = input.email === undefined ? guest.email : input.email;
    const phone = input.phone === undefined ? guest.phone : input.phone;
    if (!email && !phone)
      throw new AppError('BAD_REQUEST', messages.recipients.nameAndContactRequired);
    const newAddress = !sameAddress(email, guest.email);
    // One person, one recipient (docs/decisions/036): an address is one guest's.
    if (newAddress && email) {
      const [holder] = await tx
        .select({ name: invitations.recipientName })
        .from(invitations)
        .where(
          and(
            eq(invitations.eventId, eventId),
            ne(invitations.id, guest.id),
            ne(invitations.status, 'removed'),
            sql`lower(trim(${invitations.email})) = ${email.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      if (holder) throw new AppError('BAD_REQUEST', messages.guests.addressTaken(holder.name));
    }

    const [updated] = await tx
      .update(invitations)
      .set({
        recipientName: name,
        email,
        phone,
        ...(newAddress
          ? {
              deliveryStatus: null,
              deliveryError: null,
              deliverySendId: null,
              ...(guest.status === 'sent' ? { status: 'unsent' as const, sentAt: null } : {}),
            }
          : {}),
      })
      .where(eq(invitations.id, guest.id))
      .returning({
        id: invitations.id,
        name: invitations.recipientName,
        email: invitations.email,
        phone: invitations.phone,
      });
    if (!updated) throw notFound();
    for (const notice of eventChanged({ userId: scope.userId, eventId })) await tx.execute(notice);
    return updated;
  });
}
