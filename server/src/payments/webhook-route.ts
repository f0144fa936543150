import type { Db } from '@partyreel/db';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { CheckoutProvider } from './checkout-provider.ts';
import { applyStripeEvent } from './webhook-events.ts';

/** Stripe's own default: a signature older than this is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * `POST /api/payments/webhook` (docs/architecture.md, API): the only way an event unlocks. The
 * signature is checked over the raw bytes with the Stripe SDK; an unsigned, wrongly signed or stale
 * delivery gets 400 and changes nothing. A verified one is applied once (webhook-events.ts) and
 * answered 200, an unhandled type included; a failure answers 500 so Stripe delivers it again. A
 * second payment for an unlocked event is refunded through the provider while Stripe waits
 * (docs/decisions/034).
 */
export async function registerWebhookRoute(
  app: FastifyInstance,
  deps: { db: Db; provider: CheckoutProvider },
) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them, whatever the content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const signature = req.headers['stripe-signature'];
      if (!Buffer.isBuffer(req.body) || typeof signature !== 'string')
        return reply.code(400).send({ error: 'Missing signature' });
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          req.body,
          signature,
          deps.provider.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        req.log.warn({ err: error }, 'webhook signature refused');
        return reply.code(400).send({ error: 'Invalid signature' });
      }
      const outcome = await applyStripeEvent({ ...deps, log: req.log }, event);
      req.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'payment webhook');
      return { received: true, outcome };
    });
  });
}
