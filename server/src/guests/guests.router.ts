import { sendInvitationsInput } from '@partyreel/shared/guests/send-input';
import { messages } from '@partyreel/shared/messages';
import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '../trpc.ts';
import { sendInvitations } from './send-invitations.ts';

/** The host's guests (DESIGN.md §5): sending their invitations. */
export const guestsRouter = router({
  /**
   * SPEC.md §7 sendInvitations, for the event's registered owner only: anyone else — another host,
   * an anonymous session, a visitor — gets NOT_FOUND, as for an event that does not exist. It
   * records and enqueues, and answers at once; the e-mails go out from the job queue.
   */
  send: publicProcedure.input(sendInvitationsInput).mutation(async ({ ctx, input }) => {
    const session = ctx.session;
    if (!session || session.isAnonymous)
      throw new TRPCError({ code: 'NOT_FOUND', message: messages.eventDetail.notFound });
    if (!(await ctx.rateLimits.consume('guestSend', session.userId)))
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: messages.send.tooMany });
    return sendInvitations(
      { db: ctx.db, jobs: ctx.jobs },
      { userId: session.userId, eventId: input.eventId, appOrigin: ctx.appOrigin },
      input,
    );
  }),
});
