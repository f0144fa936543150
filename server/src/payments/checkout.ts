import type { Db } from '@partyreel/db';
import { events, payments, users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import type { CheckoutInput, CheckoutView } from '@partyreel/shared/payments/payment-input';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { eventNotFound, isOwnEvent } from '../events/own-event.ts';
import type { CheckoutPromotion, CheckoutProvider } from './checkout-provider.ts';
import { checkoutReturnUrl } from './checkout-return.ts';
import {
  CHECKOUT_LIFETIME_MS,
  expireCheckouts,
  lockCheckoutEvent,
  openCheckouts,
  reusable,
} from './open-checkouts.ts';
import type { PromoCode } from './payment-config.ts';
import { assertPromoLeft, configuredPromo } from './promo-redemptions.ts';

type Deps = {
  db: Db;
  provider: CheckoutProvider;
  promoCodes: readonly PromoCode[];
  log: FastifyBaseLogger;
};

/** The registered owner's event with what checkout needs, or undefined (missing or foreign alike). */
async function findCheckoutEvent(db: Db, scope: { userId: string; eventId: string }) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      unlockedAt: events.unlockedAt,
      email: users.email,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(isOwnEvent(scope));
  return row;
}

/**
 * A provider call: its failure is logged and becomes the catalogue's 'Could not start checkout'.
 */
async function atProvider<T>(log: FastifyBaseLogger, eventId: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error, eventId }, 'checkout session could not be created');
    throw new AppError('BAD_GATEWAY', messages.checkout.failed, { cause: error });
  }
}

/** The configured code at the provider, or the catalogue's refusal (expired, used up there). */
async function promotionAtProvider(deps: Deps, eventId: string, promo: PromoCode) {
  const found = await atProvider(deps.log, eventId, () => deps.provider.findPromotion(promo.code));
  if ('refused' in found)
    throw new AppError(
      'BAD_REQUEST',
      found.refused === 'used-up' ? messages.checkout.promoUsedUp : messages.checkout.promoExpired,
    );
  return { code: promo.code, percentOff: promo.percentOff, providerId: found.providerId };
}

/**
 * Starts a hosted checkout for the caller's own locked event, with at most one open at a time
 * (docs/decisions/034): under a lock on the event row, an open checkout of the same price, code
 * and return addresses with comfortably long left is answered again; any other is expired at the
 * provider and marked expired before a new session is made and recorded. Only configured promo
 * codes apply, within their limits. The event unlocks later, only from the verified webhook
 * (docs/architecture.md, Security), never from the browser coming back.
 */
export async function createCheckout(
  deps: Deps,
  scope: { userId: string; appOrigin: string },
  input: CheckoutInput,
): Promise<CheckoutView> {
  const { db, provider, log } = deps;
  const event = await findCheckoutEvent(db, { userId: scope.userId, eventId: input.eventId });
  if (!event) throw eventNotFound();
  if (event.unlockedAt)
    throw new AppError('PRECONDITION_FAILED', messages.checkout.alreadyUnlocked);
  const promo = input.promoCode ? configuredPromo(deps.promoCodes, input.promoCode) : null;

  const successUrl = checkoutReturnUrl(scope.appOrigin, event.id, input.from, 'success');
  const cancelUrl = checkoutReturnUrl(scope.appOrigin, event.id, input.from, 'cancelled');
  const price = await atProvider(log, event.id, () => provider.price());
  const promotion: CheckoutPromotion | null = promo
    ? await promotionAtProvider(deps, event.id, promo)
    : null;
  const wanted = { ...price, promoCode: promo?.code ?? null, successUrl, cancelUrl };

  // A provider failure after old sessions were expired still commits their expiry: it is
  // returned from the transaction, not thrown through it.
  const answer = await db.transaction(async (tx): Promise<CheckoutView | AppError> => {
    const locked = await lockCheckoutEvent(tx, event.id);
    if (!locked) throw eventNotFound();
    if (locked.unlockedAt)
      throw new AppError('PRECONDITION_FAILED', messages.checkout.alreadyUnlocked);
    if (promo) await assertPromoLeft(tx, promo, event.id);

    const open = await openCheckouts(tx, event.id);
    const reused = open.find((checkout) => reusable(checkout, wanted));
    await expireCheckouts(
      deps,
      tx,
      open.filter((checkout) => checkout !== reused),
    );
    if (reused?.checkoutUrl)
      return { sessionId: reused.checkoutSessionId, url: reused.checkoutUrl };

    const paymentId = crypto.randomUUID();
    const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_MS);
    let session: Awaited<ReturnType<CheckoutProvider['createSession']>>;
    try {
      session = await provider.createSession(
        {
          paymentId,
          eventId: event.id,
          eventTitle: event.title,
          customerEmail: event.email,
          ...price,
          successUrl,
          cancelUrl,
          promotion,
          expiresAt,
        },
        scope.appOrigin,
      );
    } catch (error) {
      log.error({ err: error, eventId: event.id }, 'checkout session could not be created');
      return new AppError('BAD_GATEWAY', messages.checkout.failed, { cause: error });
    }
    if (!session.url) {
      log.error({ sessionId: session.id }, 'checkout session came back without a url');
      return new AppError('BAD_GATEWAY', messages.checkout.noUrl);
    }
    await tx.insert(payments).values({
      id: paymentId,
      eventId: event.id,
      userId: scope.userId,
      checkoutSessionId: session.id,
      amountCents: price.amountCents,
      currency: price.currency,
      promoCode: promo?.code ?? null,
      successUrl,
      cancelUrl,
      checkoutUrl: session.url,
      expiresAt,
    });
    return { sessionId: session.id, url: session.url };
  });
  if (answer instanceof AppError) throw answer;
  return answer;
}
