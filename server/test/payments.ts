import type { PaymentConfig } from '../src/payments/payment-config.ts';
import type { browserClient } from './app.ts';

type Client = ReturnType<typeof browserClient>['client'];

/** Stripe settings for a production app in tests: a key and secret that reach nothing real. */
export function testStripe(
  overrides: Partial<NonNullable<PaymentConfig['stripe']>> = {},
): NonNullable<PaymentConfig['stripe']> {
  return {
    secretKey: 'sk_test_partyreel',
    webhookSecret: 'whsec_test_partyreel',
    apiBase: 'http://127.0.0.1:9',
    ...overrides,
  };
}

/**
 * Pays for the host's event the way a host does in development: payments.createCheckout, then Pay
 * on the dev checkout page, which signs and delivers the webhook a moment later (poll for the
 * unlock). Returns the checkout session id.
 */
export async function payThroughDevCheckout(
  url: string,
  host: Client,
  eventId: string,
  promo = '',
): Promise<string> {
  const checkout = await host.payments.createCheckout.mutate({ eventId });
  const res = await fetch(`${url}/dev/checkout/${checkout.sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ promo }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303)
    throw new Error(`dev checkout answered ${res.status}: ${await res.text()}`);
  return checkout.sessionId;
}
