import { randomUUID } from 'node:crypto';
import type { Queryable } from '@partyreel/db/queryable';
import { invitations } from '@partyreel/db/schema';
import type { recipientInput } from '@partyreel/shared/events/event-input';
import type { AlreadyInvited } from '@partyreel/shared/guests/guest-list';
import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { findDuplicates } from '@partyreel/shared/recipients/dedupe';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { inAddedOrder } from '../guests/added-order.ts';
import { newInvitationCode } from './share-code.ts';

type Recipient = z.output<typeof recipientInput>;

/**
 * New guests of an event, each with a code of its own, with `status` ('unsent' from the wizard and
 * the edit page; Manage Guests' Add Guests gives 'pending'), except that a recipient imported from a
 * CSV file is always 'pending' (docs/decisions/042-csv-pending-and-answer-links.md). Lists keep the
 * order the host gave (the rows' positions follow the statement's order: guests/added-order.ts).
 * Returns the new invitations' ids in that order.
 */
export async function addGuests(
  db: Queryable,
  eventId: string,
  recipients: Recipient[],
  status: 'unsent' | 'pending' = 'unsent',
): Promise<string[]> {
  if (recipients.length === 0) return [];
  // The ids are drawn here, so they come back in the order given (RETURNING promises no order).
  const rows = recipients.map((r) => ({
    id: randomUUID(),
    eventId,
    recipientName: r.name,
    email: r.email?.toLowerCase() ?? null,
    phone: r.phone,
    status: r.source === 'csv' ? ('pending' as const) : status,
    uniqueCode: newInvitationCode(),
    source: r.source,
  }));
  await db.insert(invitations).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Guests added to an event that exists (events.update, guests.add), one person one guest: a
 * recipient whose e-mail (trimmed, any case) or phone (its digits) is already a live guest's, or an
 * earlier recipient's of the same call, is left out and named in `alreadyInvited`, so nobody gets a
 * second invitation with a second link (docs/decisions/036-one-guest-one-recipient.md). The others
 * are added under the 200-guest cap (`tooMany` is the caller's refusal text). The caller holds the
 * event row's lock, so two calls at once can neither pass the cap nor add the same person together.
 */
export async function addNewGuests(
  tx: Queryable,
  eventId: string,
  recipients: Recipient[],
  { status, tooMany }: { status: 'unsent' | 'pending'; tooMany: string },
): Promise<{ invitationIds: string[]; alreadyInvited: AlreadyInvited[] }> {
  if (recipients.length === 0) return { invitationIds: [], alreadyInvited: [] };
  const guests = await tx
    .select({ name: invitations.recipientName, email: invitations.email, phone: invitations.phone })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed')))
    .orderBy(...inAddedOrder);
  const { fresh, duplicates } = findDuplicates(guests, recipients);
  if (guests.length + fresh.length > MAX_GUESTS_PER_EVENT)
    throw new AppError('BAD_REQUEST', tooMany);
  const invitationIds = await addGuests(tx, eventId, fresh, status);
  return {
    invitationIds,
    alreadyInvited: duplicates.map(({ recipient, of }) => ({
      name: recipient.name,
      guestName: of.name,
    })),
  };
}
