import { randomBytes } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { events, payments } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { sendPage } from '../http/dev-page.tsx';
import type { CheckoutProvider } from './checkout-provider.ts';
import { type DevCheckoutView, devCheckoutPage } from './dev-checkout-page.tsx';
import type { PromoCode } from './payment-config.ts';
import { WEBHOOK_PATH } from './webhook-route.ts';

/** How long after Pay the dev checkout's webhook arrives (Stripe's usually take about a second). */
export const DEV_WEBHOOK_DELAY_MS = 1500;

const SESSION_ID = /^cs_dev_[A-Za-z0-9_-]{10,64}$/;

const promoField = z.object({ promo: z.string().max(60).optional() });

async function findSession(db: Db, sessionId: string) {
  if (!SESSION_ID.test(sessionId)) return undefined;
  const [row] = await db
    .select({
      eventId: payments.eventId,
      eventTitle: events.title,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
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
 * The dev checkout's pages (DESIGN.md §3), registered only with the dev provider and never in
 * production: `/dev/checkout/{sessionId}` shows the event, the price and a promo-code field; Pay
 * sends the browser back to the success URL and, a moment later, signs a `checkout.session.completed`
 * event exactly as Stripe does and posts it to our own webhook route, so the event unlocks through
 * the same code as a real payment; Cancel goes back.
 */
export function registerDevCheckoutRoutes(
  app: FastifyInstance,
  deps: { db: Db; provider: CheckoutProvider; promoCodes: PromoCode[]; webhookDelayMs?: number },
) {
  const findPromo = (typed: string) =>
    deps.promoCodes.find((p) => p.code === typed.trim().toUpperCase());

  function view(
    sessionId: string,
    session: NonNullable<Awaited<ReturnType<typeof findSession>>>,
    typed: string,
  ): DevCheckoutView {
    const promo = typed.trim() ? findPromo(typed) : undefined;
    return {
      sessionId,
      eventTitle: session.eventTitle,
      amountCents: session.amountCents,
      currency: session.currency,
      promo: typed.trim().toUpperCase(),
      percentOff: promo?.percentOff ?? null,
      error: typed.trim() && !promo ? messages.checkout.promoUnknown : null,
      status: session.status,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
    };
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('No such checkout session.');

  app.get<{ Params: { sessionId: string } }>('/dev/checkout/:sessionId', async (req, reply) => {
    const session = await findSession(deps.db, req.params.sessionId);
    if (!session) return notFound(reply);
    const typed = promoField.safeParse(req.query).data?.promo ?? '';
    return sendPage(reply, devCheckoutPage(view(req.params.sessionId, session, typed)));
  });

  app.post<{ Params: { sessionId: string } }>(
    '/dev/checkout/:sessionId/pay',
    async (req, reply) => {
      const { sessionId } = req.params;
      const session = await findSession(deps.db, sessionId);
      if (!session) return notFound(reply);
      const typed = promoField.safeParse(req.body).data?.promo ?? '';
      const shown = view(sessionId, session, typed);
      if (shown.error || session.status !== 'open')
        return sendPage(reply, devCheckoutPage(shown), shown.error ? 400 : 409);

      const payload = JSON.stringify(completedEvent(sessionId, session, findPromo(typed)));
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
