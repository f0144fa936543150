import { messages } from '@partyreel/shared/messages';
import { createCheckoutInput, type PriceView } from '@partyreel/shared/payments/payment-input';
import { AppError } from '../errors/app-error.ts';
import {
  eventHostProcedure,
  ownEvent,
  ownEventProcedure,
  publicProcedure,
  rateLimited,
  router,
} from '../trpc.ts';
import { createCheckout } from './checkout.ts';
import { duplicatePayments } from './duplicate-payments.ts';

/**
 * Payments (docs/architecture.md, API): the price, a hosted checkout for one event, and its second
 * payments.
 */
export const paymentsRouter = router({
  /** The configured price and the promo code marketing mentions; nothing is hard-coded in the web. */
  price: publicProcedure.query(async ({ ctx }): Promise<PriceView> => {
    const price = await ctx.payments.price().catch((error: unknown) => {
      ctx.log.error({ err: error }, 'price could not be read');
      throw new AppError('BAD_GATEWAY', messages.checkout.failed);
    });
    const found = ctx.config.payments.promoCodes.find((code) => code.percentOff < 100);
    return {
      ...price,
      promo: found ? { code: found.code, percentOff: found.percentOff } : null,
      texting: ctx.texting !== 'off',
    };
  }),

  /**
   * The product's createCheckoutSession (docs/product.md, Paying), for the event's registered owner
   * only: anyone else — another host, an anonymous session (who registers before the send step), a
   * visitor — gets NOT_FOUND, as for an event that does not exist. Limited per user (the
   * catalogue's resource-exhausted text). The host's promo code, if any, is checked here, before
   * the hosted page (docs/decisions/034).
   */
  createCheckout: eventHostProcedure
    .input(createCheckoutInput)
    .use(rateLimited('checkoutCreate', ({ ctx }) => ctx.session.userId))
    .use(ownEvent)
    .mutation(({ ctx, input }) =>
      createCheckout(
        {
          db: ctx.db,
          provider: ctx.payments,
          promoCodes: ctx.config.payments.promoCodes,
          log: ctx.log,
        },
        { userId: ctx.event.userId, appOrigin: ctx.appOrigin },
        input,
      ),
    ),

  /** The owner's event's second payments, refunded or left to support, for the event page. */
  duplicates: ownEventProcedure.query(({ ctx }) => duplicatePayments(ctx.db, ctx.event)),
});
