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
function requireVisitor(visitorId: string | undefined): string {
  if (!visitorId)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages.guest.invalidState });
  return visitorId;
}

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

  /** The guest opened the invitation (SPEC.md trackInvitationView). */
  view: publicProcedure
    .use(rateLimited('inviteView'))
    .input(inviteViewInput)
    .mutation(async ({ ctx, input }) => {
      const target = await resolveInviteTarget(ctx.db, input);
      if (target.kind === 'personal') await recordPersonalView(ctx.db, target);
      else await recordLinkView(ctx.db, target, requireVisitor(input.visitorId));
      return { ok: true as const };
    }),

  /** The guest accepts with a head count or declines (SPEC.md trackInvitationResponse). */
  respond: publicProcedure
    .input(inviteRespondInput)
    .mutation(async ({ ctx, input }): Promise<InviteRespondResult> => {
      const target = await resolveInviteTarget(ctx.db, input);
      if (target.kind === 'personal') {
        await consume(ctx, 'inviteAnswerPerGuest', `invitation:${target.id}`);
        await recordPersonalAnswer(ctx.db, target, input);
      } else {
        const visitorId = requireVisitor(input.visitorId);
        await consume(ctx, 'inviteAnswerPerGuest', `visitor:${target.id}:${visitorId}`);
        await consume(ctx, 'inviteAnswerPerLink', `link:${target.id}`);
        await recordLinkAnswer(ctx.db, target, visitorId, input);
      }
      return { answer: { response: input.response, peopleCount: input.peopleCount } };
    }),
});
