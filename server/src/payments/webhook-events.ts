import type { Db } from '@partyreel/db';
import { events, payments, webhookEvents } from '@partyreel/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { eventChanged } from '../events/event-topics.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a delivery did, for the log and the tests. */
export type WebhookOutcome =
  | 'duplicate'
  | 'unlocked'
  | 'awaiting-payment'
  | 'payment-failed'
  | 'expired'
  | 'unknown-session'
  | 'ignored';

/** The code of the promotion code a session used: Stripe sends its id, the dev checkout the code. */
function promoCodeOf(session: Stripe.Checkout.Session): string | null {
  const promo = session.discounts?.[0]?.promotion_code;
  if (!promo) return null;
  return typeof promo === 'string' ? promo : promo.code;
}

/**
 * The session is paid (or needed no payment: a 100% promo code): its payment becomes 'paid' and its
 * event unlocks, once; the event's pages hear it through NOTIFY when the transaction commits. The
 * event is the one our own payments row names, not what the webhook's metadata claims.
 */
async function markPaid(tx: Tx, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  const [payment] = await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: sql`coalesce(${payments.paidAt}, now())`,
      amountCents: session.amount_total ?? payments.amountCents,
      promoCode: promoCodeOf(session),
    })
    .where(eq(payments.checkoutSessionId, session.id))
    .returning({ eventId: payments.eventId });
  if (!payment) return 'unknown-session';
  const [event] = await tx
    .update(events)
    .set({ unlockedAt: sql`coalesce(${events.unlockedAt}, now())` })
    .where(eq(events.id, payment.eventId))
    .returning({ id: events.id, userId: events.userId });
  if (event)
    for (const notice of eventChanged({ userId: event.userId, eventId: event.id }))
      await tx.execute(notice);
  return 'unlocked';
}

/** An open payment that ended without money: expired or failed. A paid one never goes back. */
async function markUnpaid(tx: Tx, sessionId: string, status: 'expired' | 'failed') {
  const ended = await tx
    .update(payments)
    .set({ status })
    .where(and(eq(payments.checkoutSessionId, sessionId), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return ended.length > 0;
}

/**
 * Applies one verified Stripe event, exactly once: its id goes into webhook_events in the same
 * transaction as what it changes, so a redelivery is recorded as a duplicate and changes nothing,
 * and a failure rolls both back for Stripe to retry. Unlocking only ever sets unlocked_at, so
 * events arriving out of order (an expiry after the completion) never lock a paid event again.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({
        provider: 'stripe',
        providerEventId: event.id,
        type: event.type,
        processedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return 'duplicate';

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
          return markPaid(tx, session);
        // A delayed method (a bank debit): async_payment_succeeded or _failed follows.
        return 'awaiting-payment';
      }
      case 'checkout.session.async_payment_succeeded':
        return markPaid(tx, event.data.object);
      case 'checkout.session.async_payment_failed':
        await markUnpaid(tx, event.data.object.id, 'failed');
        return 'payment-failed';
      case 'checkout.session.expired':
        await markUnpaid(tx, event.data.object.id, 'expired');
        return 'expired';
      default:
        return 'ignored';
    }
  });
}
