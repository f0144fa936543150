import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, timestamptz, updatedAt } from './columns.ts';
import { events } from './events.ts';
import { users } from './users.ts';

/**
 * A checkout's life: open, then paid, expired or failed. A second paid checkout for an event that
 * was already unlocked is refunded ('refunded'), or, where the refund could not be made, kept as
 * 'duplicate' for the host and support to see; neither unlocks anything.
 */
export const paymentStatus = pgEnum('payment_status', [
  'open',
  'paid',
  'expired',
  'failed',
  'refunded',
  'duplicate',
]);

/** One row per checkout session; the event unlocks only from a verified webhook. */
export const payments = pgTable(
  'payments',
  {
    id,
    eventId: belongsTo('event_id', () => events.id),
    userId: refersTo('user_id', () => users.id),
    checkoutSessionId: text('checkout_session_id').notNull(),
    status: paymentStatus('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    promoCode: text('promo_code'),
    /** Where the hosted checkout returns to (the dev checkout reads them from here). */
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    paidAt: timestamptz('paid_at'),
    /** The hosted page of an open checkout: a second request for the event reuses it. */
    checkoutUrl: text('checkout_url'),
    /** When the provider stops accepting payment on it. */
    expiresAt: timestamptz('expires_at'),
    /** The provider's refund of a duplicate payment. */
    refundId: text('refund_id'),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('payments_checkout_session_id_key').on(t.checkoutSessionId),
    index('payments_event_id_idx').on(t.eventId, t.createdAt),
    index('payments_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/** Webhook deliveries already handled, keyed by the provider's event id: idempotency. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id,
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.providerEventId)],
);
