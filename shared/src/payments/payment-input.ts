import { z } from 'zod';
import { eventIdInput } from '../events/event-id.ts';
import { readPromoCode } from './promo-code.ts';

/**
 * Where a checkout started, so the host comes back to the same place: the event page, or the
 * send step of either wizard. The server turns it into its own address (never a URL the client
 * sends: no open redirect).
 */
export const checkoutOrigins = ['event', 'create-event', 'create-event-from-template'] as const;
export type CheckoutOrigin = (typeof checkoutOrigins)[number];

/** A promo code as the host types it, read by readPromoCode (promo-code.ts). */
const promoCodeInput = z.string().transform((typed, context) => {
  const reading = readPromoCode(typed);
  if (reading.ok) return reading.code;
  context.addIssue({ code: 'custom', message: reading.message });
  return z.NEVER;
});

/** payments.createCheckout (the product's createCheckoutSession; docs/product.md, Paying). */
export const createCheckoutInput = eventIdInput.extend({
  from: z.enum(checkoutOrigins).default('event'),
  promoCode: promoCodeInput.optional(),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutInput>;
/** The input as the server reads it: `from` defaulted, the promo code normalised. */
export type CheckoutInput = z.output<typeof createCheckoutInput>;

/** The price that unlocks one event, as the server is configured (payments.price). */
export interface PriceView {
  /** In the currency's smallest unit (cents). */
  amountCents: number;
  /** ISO 4217, lower-case as Stripe writes it ('usd'). */
  currency: string;
  /**
   * The promo code marketing mentions (docs/product.md, What PartyReel is: 80% off), when one is
   * configured.
   */
  promo: { code: string; percentOff: number } | null;
  /**
   * Whether unlocking also texts guests who have only a phone number (docs/decisions/070): texting
   * is part of the one price, and the offer says so only where texts can go.
   */
  texting: boolean;
}

/** What payments.createCheckout answers: the hosted checkout the browser goes to. */
export interface CheckoutView {
  sessionId: string;
  url: string;
}

/**
 * A second payment for an event another payment had already unlocked (payments.duplicates): it
 * was refunded through the provider, or, where that could not be done, it waits for support.
 */
export interface DuplicatePaymentView {
  /** Our payment's id. */
  id: string;
  status: 'refunded' | 'duplicate';
  amountCents: number;
  currency: string;
}

/**
 * The query a checkout returns with (docs/product.md, Paying: payment=success | payment=cancelled).
 */
export type PaymentReturn = 'success' | 'cancelled';

/** The wizard's send step, per flow (create-event step 12, template-first step 5). */
export const SEND_STEP: Record<Exclude<CheckoutOrigin, 'event'>, number> = {
  'create-event': 12,
  'create-event-from-template': 5,
};
