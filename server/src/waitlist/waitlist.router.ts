import type { WaitlistCount } from '@partyreel/shared/waitlist';
import { waitlistJoinInput } from '@partyreel/shared/waitlist';
import { currentStateInput, publicProcedure, rateLimited, router } from '../trpc.ts';
import { countWaitlist, joinWaitlist, WAITLIST_TOPIC } from './waitlist.queries.ts';

export const waitlistRouter = router({
  join: publicProcedure
    .use(rateLimited('waitlistJoin'))
    .input(waitlistJoinInput)
    .mutation(async ({ ctx, input }) => {
      await joinWaitlist(ctx.db, input.email);
      return { ok: true as const };
    }),

  count: publicProcedure.query(async ({ ctx }): Promise<WaitlistCount> => {
    return { count: await countWaitlist(ctx.db) };
  }),

  /** The count now, then each time it changes on any server instance. */
  live: publicProcedure.input(currentStateInput).subscription(({ ctx, signal }) =>
    ctx.live
      .topic(
        WAITLIST_TOPIC,
        async (): Promise<WaitlistCount> => ({
          count: await countWaitlist(ctx.db),
        }),
      )
      .tracked(signal, ctx.socket),
  ),
});
