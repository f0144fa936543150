/** A configured promo code the host typed, as the provider knows it. */
export interface CheckoutPromotion {
  code: string;
  percentOff: number;
  /** The provider's promotion code id (Stripe: `promo_…`), passed as the session's discount. */
  providerId: string;
}

/** What a checkout charges and where it comes back to. */
export interface CheckoutRequest {
  /** Our payments row's id: Stripe's idempotency key and the session's metadata. */
  paymentId: string;
  eventId: string;
  eventTitle: string;
  customerEmail: string | null;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** The promo code applied before the hosted page opens; that page takes no codes of its own. */
  promotion: CheckoutPromotion | null;
  /** When the provider stops accepting payment on the session. */
  expiresAt: Date;
}

/** A hosted checkout the browser is sent to. */
export interface CheckoutSession {
  id: string;
  /**
   * Null when the provider answered without one (docs/product.md, Limits and validation: 'No
   * checkout URL returned.').
   */
  url: string | null;
}

/** A configured code looked up at the provider: its id, or why it cannot be used. */
export type PromotionLookup = { providerId: string } | { refused: 'expired' | 'used-up' };

/** What is refunded: the second payment of an event another payment had already unlocked. */
export interface RefundRequest {
  /** Our payments row's id: the refund's idempotency key, so a redelivery never refunds twice. */
  paymentId: string;
  /** The provider's payment (Stripe: the session's PaymentIntent). */
  paymentIntent: string;
}

/**
 * A payment provider (docs/architecture.md, Outside services): Stripe Checkout, or the dev checkout
 * when no key is set. Both end the same way: a webhook signed with `webhookSecret`, verified and
 * applied by one route.
 */
export interface CheckoutProvider {
  name: 'stripe' | 'dev';
  /** The price of one unlock, as configured (a Stripe Price is read from Stripe). */
  price(): Promise<{ amountCents: number; currency: string }>;
  /** The provider's own promotion code for a configured code (Stripe: an active one by that code). */
  findPromotion(code: string): Promise<PromotionLookup>;
  createSession(request: CheckoutRequest, appOrigin: string): Promise<CheckoutSession>;
  /** Stops an open session from being paid (a newer one replaces it). */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds a payment in full; answers the provider's refund id. */
  refund(request: RefundRequest): Promise<string>;
  /** The secret every webhook delivery is signed with. */
  webhookSecret: string;
}
