import type { AppConfig } from '../env.ts';
import type { CheckoutProvider } from './checkout-provider.ts';
import { createDevCheckout } from './dev-checkout.ts';
import { createStripeCheckout } from './stripe-checkout.ts';

/** Stripe Checkout when configured, else the dev checkout, which production never runs. */
export function createCheckoutProvider(config: AppConfig): CheckoutProvider {
  const { stripe, price } = config.payments;
  if (stripe) return createStripeCheckout(stripe, price);
  if (config.production)
    throw new Error(
      'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  return createDevCheckout(price);
}
