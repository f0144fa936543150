import { randomBytes } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { events, payments } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { sendPage } from '../http/dev-page.tsx';
import type { CheckoutProvider } from './checkout-provider.ts';
import { type DevCheckoutView, devCheckoutPage } from './dev-checkout-page.tsx';
import type { PromoCode } from './payment-config.ts';
import { WEBHOOK_PATH } from './webhook-route.ts';

/** How long after Pay the dev checkout's webhook arrives (Stripe's usually take about a second). */
export const DEV_WEBHOOK_DELAY_MS = 1500;

const SESSION_ID = /^cs_dev_[A-Za-z0-9_-]{10,64}$/;

async function findSession(db: Db, sessionId: string) {
  if (!SESSION_ID.test(sessionId)) return undefined;
  const [row] = await db
    .select({
      eventId: payments.eventId,
      eventTitle: events.title,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      expiresAt: payments.expiresAt,
      promoCode: payments.promoCode,
      successUrl: payments.successUrl,
      cancelUrl: payments.cancelUrl,
    })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(eq(payments.checkoutSessionId, sessionId));
  return row;
}

/** A `checkout.session.completed` event as Stripe sends it, for what the dev checkout charged. */
function completedEvent(
  sessionId: string,
  session: NonNullable<Awaited<ReturnType<typeof findSession>>>,
  promo: PromoCode | undefined,
) {
  const discount = promo ? Math.round((session.amountCents * promo.percentOff) / 100) : 0;
  const total = session.amountCents - discount;
  const paymentIntent = total > 0 ? `pi_dev_${randomBytes(12).toString('base64url')}` : null;
  return {
    id: `evt_dev_${randomBytes(12).toString('base64url')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: total > 0 ? 'paid' : 'no_payment_required',
        payment_intent: paymentIntent,
        amount_subtotal: session.amountCents,
        amount_total: total,
        currency: session.currency,
        client_reference_id: session.eventId,
        metadata: { eventId: session.eventId },
        total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
        discounts: promo
          ? [
              {
                promotion_code: {
                  id: `promo_dev_${promo.code}`,
                  object: 'promotion_code',
                  code: promo.code,
                },
              },
            ]
          : [],
      },
    },
  };
}

/**
 * The dev checkout's pages (docs/architecture.md, Outside services), registered only with the dev
 * provider and never in production: `/dev/checkout/{sessionId}` shows the event, the price and the
 * promo code the host chose in our unlock offer, already applied (like Stripe's page when the
 * session carries a discount, it takes no code of its own); Pay sends the browser back to the
 * success URL and, a moment later, signs a `checkout.session.completed` event exactly as Stripe
 * does and posts it to our own webhook route, so the event unlocks through the same code as a real
 * payment; Cancel goes back. A session replaced by a newer one, or past its time, can no longer be
 * paid.
 */
export function registerDevCheckoutRoutes(
  app: FastifyInstance,
  deps: { db: Db; provider: CheckoutProvider; promoCodes: PromoCode[]; webhookDelayMs?: number },
) {
  const findPromo = (code: string | null) =>
    code === null ? undefined : deps.promoCodes.find((p) => p.code === code);

  function view(
    sessionId: string,
    session: NonNullable<Awaited<ReturnType<typeof findSession>>>,
  ): DevCheckoutView {
    const promo = findPromo(session.promoCode);
    const timeUp = session.expiresAt !== null && session.expiresAt.getTime() <= Date.now();
    return {
      sessionId,
      eventTitle: session.eventTitle,
      amountCents: session.amountCents,
      currency: session.currency,
      promo: promo ? { code: promo.code, percentOff: promo.percentOff } : null,
      status: session.status === 'open' && timeUp ? 'expired' : session.status,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
    };
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('No such checkout session.');

  app.get<{ Params: { sessionId: string } }>('/dev/checkout/:sessionId', async (req, reply) => {
    const session = await findSession(deps.db, req.params.sessionId);
    if (!session) return notFound(reply);
    return sendPage(reply, devCheckoutPage(view(req.params.sessionId, session)));
  });

  app.post<{ Params: { sessionId: string } }>(
    '/dev/checkout/:sessionId/pay',
    async (req, reply) => {
      const { sessionId } = req.params;
      const session = await findSession(deps.db, sessionId);
      if (!session) return notFound(reply);
      const shown = view(sessionId, session);
      if (shown.status !== 'open') return sendPage(reply, devCheckoutPage(shown), 409);

      const payload = JSON.stringify(
        completedEvent(sessionId, session, findPromo(session.promoCode)),
      );
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: deps.provider.webhookSecret,
      });
      // Like Stripe, the webhook arrives a moment after the browser is sent back, so the host sees
      // 'Processing Payment...' until the unlock reaches the page live.
      const deliver = async () => {
        const delivered = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        if (delivered.statusCode !== 200)
          req.log.error(
            { status: delivered.statusCode, body: delivered.body },
            'dev webhook failed',
          );
      };
      setTimeout(
        () => void deliver().catch((err: unknown) => req.log.error({ err }, 'dev webhook failed')),
        deps.webhookDelayMs ?? DEV_WEBHOOK_DELAY_MS,
      ).unref();
      return reply.code(303).header('location', session.successUrl).send();
    },
  );
}
