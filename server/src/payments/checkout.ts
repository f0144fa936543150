import type { Db } from '@partyreel/db';
import { events, payments, users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import type { CheckoutView, CreateCheckoutInput } from '@partyreel/shared/payments/payment-input';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { CheckoutProvider } from './checkout-provider.ts';
import { checkoutReturnUrl } from './checkout-return.ts';

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
    .where(and(eq(events.id, scope.eventId), eq(events.userId, scope.userId)));
  return row;
}

/**
 * Starts a hosted checkout for the caller's own locked event: asks the provider for a session,
 * records it as an open payment, and answers with its address. The event unlocks later, only from
 * the verified webhook (DESIGN.md §8), never from the browser coming back.
 */
export async function createCheckout(
  deps: { db: Db; provider: CheckoutProvider; log: FastifyBaseLogger },
  scope: { userId: string; appOrigin: string },
  input: Required<CreateCheckoutInput>,
): Promise<CheckoutView> {
  const { db, provider, log } = deps;
  const event = await findCheckoutEvent(db, { userId: scope.userId, eventId: input.eventId });
  if (!event) throw new AppError('NOT_FOUND', messages.eventDetail.notFound);
  if (event.unlockedAt)
    throw new AppError('PRECONDITION_FAILED', messages.checkout.alreadyUnlocked);

  const paymentId = crypto.randomUUID();
  const successUrl = checkoutReturnUrl(scope.appOrigin, event.id, input.from, 'success');
  const cancelUrl = checkoutReturnUrl(scope.appOrigin, event.id, input.from, 'cancelled');
  let price: { amountCents: number; currency: string };
  let session: Awaited<ReturnType<CheckoutProvider['createSession']>>;
  try {
    price = await provider.price();
    session = await provider.createSession(
      {
        paymentId,
        eventId: event.id,
        eventTitle: event.title,
        customerEmail: event.email,
        ...price,
        successUrl,
        cancelUrl,
      },
      scope.appOrigin,
    );
  } catch (error) {
    log.error({ err: error, eventId: event.id }, 'checkout session could not be created');
    throw new AppError('BAD_GATEWAY', messages.checkout.failed, { cause: error });
  }
  if (!session.url) {
    log.error({ sessionId: session.id }, 'checkout session came back without a url');
    throw new AppError('BAD_GATEWAY', messages.checkout.noUrl);
  }

  await db.insert(payments).values({
    id: paymentId,
    eventId: event.id,
    userId: scope.userId,
    checkoutSessionId: session.id,
    amountCents: price.amountCents,
    currency: price.currency,
    successUrl,
    cancelUrl,
  });
  return { sessionId: session.id, url: session.url };
}
