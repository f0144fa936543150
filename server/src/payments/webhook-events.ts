import type { Db } from '@partyreel/db';
import { events, payments, webhookEvents } from '@partyreel/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { eventChanged } from '../events/event-topics.ts';
import type { CheckoutProvider } from './checkout-provider.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What applying an event needs besides the database: the provider refunds a second payment. */
export interface WebhookDeps {
  db: Db;
  provider: CheckoutProvider;
  log: FastifyBaseLogger;
}

/** What a delivery did, for the log and the tests. */
export type WebhookOutcome =
  | 'duplicate'
  | 'unlocked'
  | 'refunded'
  | 'duplicate-payment'
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

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/**
 * A second paid session for an event another payment had already unlocked (two tabs, a retried
 * checkout): refunded in full through the provider and recorded `refunded` with the refund's id;
 * where no refund can be made (the provider refused, or the session took no money), recorded
 * `duplicate` for support. Either way it unlocks nothing and is logged at warn; the host reads it
 * on the event page (payments.duplicates). The refund's idempotency key is our payment's id, so a
 * redelivery after a failed commit never refunds twice.
 */
async function settleDuplicate(
  deps: WebhookDeps,
  tx: Tx,
  payment: { id: string; eventId: string; amountCents: number },
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const amountCents = session.amount_total ?? payment.amountCents;
  const paymentIntent = paymentIntentOf(session);
  let refundId: string | null = null;
  if (amountCents > 0 && paymentIntent) {
    try {
      refundId = await deps.provider.refund({ paymentId: payment.id, paymentIntent });
    } catch (error) {
      deps.log.warn(
        { err: error, sessionId: session.id },
        'duplicate payment could not be refunded',
      );
    }
  }
  await tx
    .update(payments)
    .set({
      status: refundId ? 'refunded' : 'duplicate',
      paidAt: sql`coalesce(${payments.paidAt}, now())`,
      amountCents,
      promoCode: sql`coalesce(${payments.promoCode}, ${promoCodeOf(session)})`,
      refundId,
    })
    .where(eq(payments.id, payment.id));
  deps.log.warn(
    { eventId: payment.eventId, sessionId: session.id, amountCents, refundId },
    refundId
      ? 'second payment for an unlocked event: refunded'
      : amountCents > 0
        ? 'second payment for an unlocked event: NOT refunded, refund it by hand'
        : 'second checkout for an unlocked event took no money: recorded',
  );
  return refundId ? 'refunded' : 'duplicate-payment';
}

/**
 * The session is paid (or needed no payment: a 100% promo code): its payment becomes 'paid' and its
 * event unlocks, once; the event's pages hear it through NOTIFY when the transaction commits. The
 * event is the one our own payments row names, not what the webhook's metadata claims. The payment
 * and its event are locked first: when the event was already unlocked by another payment, this one
 * is a duplicate (settleDuplicate), never a second unlock.
 */
async function markPaid(
  deps: WebhookDeps,
  tx: Tx,
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const [named] = await tx
    .select({ eventId: payments.eventId })
    .from(payments)
    .where(eq(payments.checkoutSessionId, session.id));
  if (!named) return 'unknown-session';
  // The event first, then its payment: the order createCheckout takes them in (no deadlock).
  const [current] = await tx
    .select({ unlockedAt: events.unlockedAt })
    .from(events)
    .where(eq(events.id, named.eventId))
    .for('update');
  const [payment] = await tx
    .select({
      id: payments.id,
      eventId: payments.eventId,
      status: payments.status,
      amountCents: payments.amountCents,
    })
    .from(payments)
    .where(eq(payments.checkoutSessionId, session.id))
    .for('update');
  if (!payment) return 'unknown-session';
  if (payment.status === 'refunded') return 'refunded';
  if (payment.status === 'duplicate') return 'duplicate-payment';
  if (current?.unlockedAt && payment.status !== 'paid')
    return settleDuplicate(deps, tx, payment, session);

  await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: sql`coalesce(${payments.paidAt}, now())`,
      amountCents: session.amount_total ?? payments.amountCents,
      // The code the host typed is ours; Stripe's discount names only its promotion code's id.
      promoCode: sql`coalesce(${payments.promoCode}, ${promoCodeOf(session)})`,
    })
    .where(eq(payments.id, payment.id));
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
export async function applyStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
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
          return markPaid(deps, tx, session);
        // A delayed method (a bank debit): async_payment_succeeded or _failed follows.
        return 'awaiting-payment';
      }
      case 'checkout.session.async_payment_succeeded':
        return markPaid(deps, tx, event.data.object);
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
