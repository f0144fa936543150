import type { Queryable } from '@partyreel/db/queryable';
import { events, payments } from '@partyreel/db/schema';
import type { DuplicatePaymentView } from '@partyreel/shared/payments/payment-input';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { type EventScope, isOwnEvent } from '../events/own-event.ts';

/**
 * The owner's event's second payments (docs/decisions/034), oldest first: refunded, or waiting for
 * support. A session that took no money (a 100% code) is recorded too but is nothing to tell.
 * Someone else's event, like a missing one, has none.
 */
export async function duplicatePayments(
  db: Queryable,
  scope: EventScope,
): Promise<DuplicatePaymentView[]> {
  const rows = await db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
    })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(
      and(
        isOwnEvent(scope),
        inArray(payments.status, ['refunded', 'duplicate']),
        gt(payments.amountCents, 0),
      ),
    )
    .orderBy(asc(payments.createdAt));
  return rows.flatMap(({ status, ...amount }) =>
    status === 'refunded' || status === 'duplicate' ? [{ status, ...amount }] : [],
  );
}
