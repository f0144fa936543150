import Stripe from 'stripe';
import type { PaymentConfig } from '../src/payments/payment-config.ts';
import { WEBHOOK_PATH } from '../src/payments/webhook-route.ts';
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
 * Pays for the host's event the way a host does in development: payments.createCheckout (with the
 * promo code typed in the unlock offer, if any), then Pay on the dev checkout page, which signs and
 * delivers the webhook a moment later (poll for the unlock). Returns the checkout session id.
 */
export async function payThroughDevCheckout(
  url: string,
  host: Client,
  eventId: string,
  promoCode?: string,
): Promise<string> {
  const checkout = await host.payments.createCheckout.mutate({
    eventId,
    ...(promoCode && { promoCode }),
  });
  const res = await fetch(`${url}/dev/checkout/${checkout.sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (res.status !== 303)
    throw new Error(`dev checkout answered ${res.status}: ${await res.text()}`);
  return checkout.sessionId;
}

let eventSequence = 0;

/** A Stripe event about one Checkout Session, as Stripe would send it. */
export function newCheckoutSessionEvent(type: string, session: Record<string, unknown>) {
  return {
    id: `evt_test_${++eventSequence}_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { object: 'checkout.session', mode: 'payment', ...session } },
  };
}

/**
 * Posts `payload` to the app's webhook route, signed with `secret` as Stripe signs (at `timestamp`,
 * in seconds, when given: now otherwise).
 */
export function postSignedWebhook(
  url: string,
  payload: string,
  secret: string,
  timestamp?: number,
): Promise<Response> {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined && { timestamp }),
  });
  return fetch(`${url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

/** Posts `event` to the app's webhook route, signed with `secret` as Stripe signs. */
export async function deliverWebhook(url: string, event: unknown, secret: string) {
  const res = await postSignedWebhook(url, JSON.stringify(event), secret);
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}
