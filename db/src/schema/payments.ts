import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
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
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id').notNull(),
    status: paymentStatus('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    promoCode: text('promo_code'),
    /** Where the hosted checkout returns to (the dev checkout reads them from here). */
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The hosted page of an open checkout: a second request for the event reuses it. */
    checkoutUrl: text('checkout_url'),
    /** When the provider stops accepting payment on it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.providerEventId)],
);
