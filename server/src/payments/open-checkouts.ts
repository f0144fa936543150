import type { Queryable } from '@partyreel/db/queryable';
import { events, payments } from '@partyreel/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutProvider } from './checkout-provider.ts';

/**
 * How long a checkout can be paid. Stripe's minimum is 30 minutes from when it creates the
 * session; 35 leaves room for the request's own time and the clocks' difference.
 */
export const CHECKOUT_LIFETIME_MS = 35 * 60_000;

/**
 * An open checkout is answered again while at least this long is left to pay it in; closer to its
 * end it is expired and replaced, so a host is never sent to a page that closes under them.
 */
export const CHECKOUT_REUSE_MIN_LEFT_MS = 15 * 60_000;

/** The event's row, locked until the transaction ends: checkouts of one event start one by one. */
export async function lockCheckoutEvent(tx: Queryable, eventId: string) {
  const [row] = await tx
    .select({ unlockedAt: events.unlockedAt })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row;
}

export type OpenCheckout = Awaited<ReturnType<typeof openCheckouts>>[number];

/** The event's open checkouts, newest first (before docs/decisions/034 an event could have several). */
export function openCheckouts(tx: Queryable, eventId: string) {
  return tx
    .select({
      id: payments.id,
      checkoutSessionId: payments.checkoutSessionId,
      checkoutUrl: payments.checkoutUrl,
      expiresAt: payments.expiresAt,
      amountCents: payments.amountCents,
      currency: payments.currency,
      promoCode: payments.promoCode,
      successUrl: payments.successUrl,
      cancelUrl: payments.cancelUrl,
    })
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.status, 'open')))
    .orderBy(desc(payments.createdAt));
}

/** The checkout a new request asks for: what it charges and where it comes back to. */
export interface WantedCheckout {
  amountCents: number;
  currency: string;
  promoCode: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** An open checkout that is the same checkout and has comfortably long left, answered again. */
export function reusable(open: OpenCheckout, wanted: WantedCheckout, now = Date.now()) {
  return (
    open.checkoutUrl !== null &&
    open.expiresAt !== null &&
    open.expiresAt.getTime() - now >= CHECKOUT_REUSE_MIN_LEFT_MS &&
    open.amountCents === wanted.amountCents &&
    open.currency === wanted.currency &&
    open.promoCode === wanted.promoCode &&
    open.successUrl === wanted.successUrl &&
    open.cancelUrl === wanted.cancelUrl
  );
}

/**
 * Ends open checkouts that a new one replaces: expired at the provider (unless their time is
 * already up there), then marked `expired`. A provider that refuses (most often because the
 * session was paid a moment ago) is logged and the row is marked all the same: should that
 * payment's webhook come, it still unlocks, and a second payment is refunded (webhook-events.ts).
 */
export async function expireCheckouts(
  deps: { provider: CheckoutProvider; log: FastifyBaseLogger },
  tx: Queryable,
  stale: readonly OpenCheckout[],
) {
  if (stale.length === 0) return;
  for (const open of stale) {
    if (open.expiresAt !== null && open.expiresAt.getTime() <= Date.now()) continue;
    try {
      await deps.provider.expireSession(open.checkoutSessionId);
    } catch (error) {
      deps.log.warn(
        { err: error, sessionId: open.checkoutSessionId },
        'checkout session could not be expired at the provider',
      );
    }
  }
  await tx
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(
        inArray(
          payments.id,
          stale.map((open) => open.id),
        ),
        eq(payments.status, 'open'),
      ),
    );
}
