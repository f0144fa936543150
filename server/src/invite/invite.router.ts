import {
  inviteLoadInput,
  inviteRespondInput,
  inviteViewInput,
} from '@partyreel/shared/invite/invite-input';
import type { InviteRespondResult, InviteView } from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import { TRPCError } from '@trpc/server';
import type { Context } from '../context.ts';
import type { RateLimitPolicy } from '../rate-limit/rate-limits.ts';
import { publicProcedure, rateLimited, router } from '../trpc.ts';
import { loadInvitePage } from './invite-page.ts';
import { resolveInviteTarget } from './invite-target.ts';
import {
  recordLinkAnswer,
  recordLinkView,
  recordPersonalAnswer,
  recordPersonalView,
} from './invite-tracking.ts';

/** A share-link guest is known only by their browser's id: without it nothing can be counted. */
const noVisitorId = () =>
  new TRPCError({ code: 'BAD_REQUEST', message: messages.guest.invalidState });

async function consume(ctx: Context, policy: RateLimitPolicy, key: string) {
  if (!(await ctx.rateLimits.consume(policy, key)))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: messages.generic.tooManyRequests });
}

/** The guest-facing API: public, addressed by the guest URL's code and id (DESIGN.md §5). */
export const inviteRouter = router({
  /** The guest page's data. Loading it marks the event as open to anyone with its link. */
  load: publicProcedure
    .input(inviteLoadInput)
    .query(async ({ ctx, input }): Promise<InviteView> => {
      const target = await resolveInviteTarget(ctx.db, input);
      return loadInvitePage(ctx.db, target);
    }),

  /**
   * The guest opened the invitation (SPEC.md trackInvitationView). A browser id means the share
   * link: one statement finds it and counts the view; any other code is resolved first.
   */
  view: publicProcedure
    .use(rateLimited('inviteView'))
    .input(inviteViewInput)
    .mutation(async ({ ctx, input }) => {
      const { visitorId } = input;
      if (visitorId && (await recordLinkView(ctx.db, { ...input, visitorId })))
        return { ok: true as const };
      const target = await resolveInviteTarget(ctx.db, input);
      if (target.kind === 'link') throw noVisitorId();
      else await recordPersonalView(ctx.db, target, input.stage);
      return { ok: true as const };
    }),

  /**
   * The guest accepts with a head count or declines (SPEC.md trackInvitationResponse). With a
   * browser id, one statement finds the share link and counts the answer; any other code is
   * resolved first. Limits: per guest (invitation, or link and browser) and per link.
   */
  respond: publicProcedure
    .input(inviteRespondInput)
    .mutation(async ({ ctx, input }): Promise<InviteRespondResult> => {
      const answer = { response: input.response, peopleCount: input.peopleCount };
      const { visitorId } = input;
      if (visitorId) {
        await consume(ctx, 'inviteAnswerPerGuest', `visitor:${input.code}:${visitorId}`);
        await consume(ctx, 'inviteAnswerPerLink', `link:${input.code}`);
        if (await recordLinkAnswer(ctx.db, { ...input, visitorId }, answer)) return { answer };
      }
      const target = await resolveInviteTarget(ctx.db, input);
      if (target.kind === 'link') throw noVisitorId();
      else {
        await consume(ctx, 'inviteAnswerPerGuest', `invitation:${target.id}`);
        await recordPersonalAnswer(ctx.db, target, answer);
      }
      return { answer };
    }),
});
