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
}

/** A hosted checkout the browser is sent to. */
export interface CheckoutSession {
  id: string;
  /** Null when the provider answered without one (SPEC.md §8: 'No checkout URL returned.'). */
  url: string | null;
}

/**
 * A payment provider (DESIGN.md §3): Stripe Checkout, or the dev checkout when no key is set. Both
 * end the same way: a webhook signed with `webhookSecret`, verified and applied by one route.
 */
export interface CheckoutProvider {
  name: 'stripe' | 'dev';
  /** The price of one unlock, as configured (a Stripe Price is read from Stripe). */
  price(): Promise<{ amountCents: number; currency: string }>;
  createSession(request: CheckoutRequest, appOrigin: string): Promise<CheckoutSession>;
  /** The secret every webhook delivery is signed with. */
  webhookSecret: string;
}
