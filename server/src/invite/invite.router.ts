import {
  inviteLoadInput,
  inviteRespondInput,
  inviteViewInput,
} from '@partyreel/shared/invite/invite-input';
import type { InviteRespondResult, InviteView } from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import type { Context } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { consumeOrRefuse, rateLimitRefusal } from '../rate-limit/rate-limits.ts';
import { httpOnly, publicProcedure, rateLimited, router } from '../trpc.ts';
import { answerInvitation } from './invite-answer.ts';
import { loadInvitePage } from './invite-page.ts';
import { invitationNotFound, resolveInviteTarget } from './invite-target.ts';
import { recordLinkView, recordPersonalView } from './invite-tracking.ts';

/**
 * The share-link guest's visitor id: the request's signed cookie, or a new one issued on this reply
 * (a missing, unsigned or forged cookie alike). Issuing is rate-limited per client address, so
 * making up identities costs real requests (docs/decisions/021-share-link-visitors.md).
 */
async function visitorOf(ctx: Context): Promise<string> {
  // Null only over the WebSocket, which publicProcedure refuses to queries and mutations already.
  if (!ctx.visitor) throw httpOnly();
  if (ctx.visitor.id) return ctx.visitor.id;
  await consumeOrRefuse(ctx.rateLimits, 'visitorIssue', ctx.clientIp);
  return ctx.visitor.issue();
}

/**
 * The guest-facing API: public, addressed by the guest URL's code and id (docs/architecture.md,
 * API).
 */
export const inviteRouter = router({
  /**
   * The guest page's data. Rate-limited per client address, and every code it cannot open, whatever
   * is wrong with it (unknown, malformed, a personal code without its id or with another's), is the
   * same NOT_FOUND 'Invitation not found': the answer tells a code-guesser nothing
   * (docs/decisions/040-storage-budgets-and-bounded-lists.md).
   */
  load: publicProcedure
    .use(rateLimited('inviteLoad'))
    // A malformed input is an unknown code too: no code opens with it.
    .input(inviteLoadInput.catch({ code: '', invitationId: undefined }))
    .query(async ({ ctx, input }): Promise<InviteView> => {
      const target = await resolveInviteTarget(ctx.db, input);
      // A share-link guest gets their visitor cookie with the page. Past the address's issuing
      // limit the page still loads; its view or answer will ask again (and be refused).
      if (target.kind === 'link' && ctx.visitor && !ctx.visitor.id) {
        if (await ctx.rateLimits.consume('visitorIssue', ctx.clientIp)) ctx.visitor.issue();
      }
      return loadInvitePage(ctx.db, target, input.code, ctx.visitor?.id);
    }),

  /**
   * The guest opened the invitation (the product's trackInvitationView; docs/architecture.md, API).
   * The code says which kind it is: a personal invitation's status moves; the share link counts one
   * view per visitor cookie per day.
   */
  view: publicProcedure
    .use(rateLimited('inviteView'))
    .input(inviteViewInput)
    .mutation(async ({ ctx, input }) => {
      const target = await resolveInviteTarget(ctx.db, input);
      // The host looking at their own invitation (the share link, or a guest's link as a preview)
      // is no guest: their visits count as no view and move no status (docs/product.md, Counting).
      if (ctx.session?.userId === target.ownerId) return { ok: true as const };
      if (target.kind === 'personal') await recordPersonalView(ctx.db, target, input.stage);
      else await recordLinkView(ctx.db, { ...input, visitorId: await visitorOf(ctx) });
      return { ok: true as const };
    }),

  /**
   * The guest accepts with a head count or declines (the product's trackInvitationResponse;
   * docs/architecture.md, API). The code says which kind it is. A personal guest is limited per
   * invitation; a share-link guest per visitor cookie and per client address on the link (no cap
   * per link: a flood cannot lock real guests out), and answering again from the same cookie moves
   * the link's counters, never adds. The code's lookup, the limits and the write are one statement
   * (answerInvitation), one round trip.
   */
  respond: publicProcedure
    .input(inviteRespondInput)
    .mutation(async ({ ctx, input }): Promise<InviteRespondResult> => {
      // Null only over the WebSocket, which publicProcedure refuses to queries and mutations already.
      if (!ctx.visitor) throw httpOnly();
      const answer = {
        response: input.response,
        peopleCount: input.peopleCount,
        note: input.note,
        questionAnswers: input.questionAnswers ?? {},
      };
      const known = ctx.visitor.id;
      const outcome = await answerInvitation(
        ctx.db,
        ctx.rateLimits,
        {
          code: input.code,
          invitationId: input.invitationId,
          clientIp: ctx.clientIp,
          visitorId: known ?? ctx.visitor.toIssue,
          newVisitor: known === undefined,
          name: input.name,
          email: input.email,
        },
        answer,
        { jobs: ctx.jobs, origin: ctx.appOrigin },
      );
      if (outcome.kind === null) throw invitationNotFound();
      if (outcome.overLimit !== null)
        throw new AppError('BAD_REQUEST', messages.guest.peopleCountUpTo(outcome.overLimit));
      if (outcome.nameMissing) throw new AppError('BAD_REQUEST', messages.guest.nameRequired);
      if (outcome.questionMissing !== null)
        throw new AppError(
          'BAD_REQUEST',
          messages.questions.answerRequired(outcome.questionMissing),
        );
      if (outcome.choiceInvalid)
        throw new AppError('BAD_REQUEST', messages.questions.choiceInvalid);
      if (outcome.noRoomOver !== null)
        throw new AppError('BAD_REQUEST', messages.guest.partyFull(outcome.noRoomOver));
      // Issued once allowed, as a view would issue it, whatever a later limit says.
      if (outcome.visitorIssued) ctx.visitor.issue();
      if (outcome.refusedBy) throw rateLimitRefusal(outcome.refusedBy);
      // Not found only if the guest was removed while the statement ran.
      if (!outcome.answered) throw invitationNotFound();
      const { questionAnswers, ...given } = answer;
      const stored = {
        ...given,
        response: outcome.response,
        ...(Object.keys(questionAnswers).length > 0 ? { questionAnswers } : {}),
      };
      if (outcome.kind === 'personal') return { answer: stored };
      // Checked above: a share-link answer has its guest's name.
      return { answer: stored, guest: { name: input.name ?? '', email: input.email } };
    }),
});
