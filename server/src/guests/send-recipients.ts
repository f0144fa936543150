import type { Queryable } from '@partyreel/db/queryable';
import { invitations } from '@partyreel/db/schema';
import { and, eq, ne } from 'drizzle-orm';
import { inAddedOrder } from './added-order.ts';
import type { PlanGuest } from './send-plan.ts';

/** A guest's row as every guest list reads it first: who, how to reach them, where they stand. */
export const guestContactColumns = {
  id: invitations.id,
  name: invitations.recipientName,
  email: invitations.email,
  phone: invitations.phone,
  status: invitations.status,
};

/**
 * The event's live guests as a send plans over them (send-plan.ts), oldest first. With `lock`,
 * locked until the send commits: two sends at once queue each guest once per send, never
 * interleaved.
 */
export async function readPlanGuests(
  tx: Queryable,
  eventId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PlanGuest[]> {
  const query = tx
    .select({
      ...guestContactColumns,
      deliveryStatus: invitations.deliveryStatus,
      respondedAt: invitations.respondedAt,
    })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed')))
    .orderBy(...inAddedOrder);
  return lock ? query.for('update') : query;
}
