import { guestContactInput } from '@partyreel/shared/guests/guest-contact';
import {
  guestAddInput,
  guestListInput,
  guestRemoveInput,
} from '@partyreel/shared/guests/guest-list';
import { sendInvitationsInput } from '@partyreel/shared/guests/send-input';
import { messages } from '@partyreel/shared/messages';
import { AppError } from '../errors/app-error.ts';
import { consumeOrRefuse } from '../rate-limit/rate-limits.ts';
import { publicProcedure, router } from '../trpc.ts';
import { addGuestsToEvent } from './guest-add.ts';
import { updateGuestContact } from './guest-contact-update.ts';
import { listGuests } from './guest-list.ts';
import { removeGuests } from './guest-removal.ts';
import { eventNotFound } from './own-event.ts';
import { sendInvitations } from './send-invitations.ts';

/**
 * Manage Guests is for the event's registered owner only: anyone else — an anonymous session, a
 * visitor — gets NOT_FOUND before anything is read, as for an event that does not exist; another
 * host's call finds no event of theirs (the data functions filter by owner in SQL).
 */
const hostProcedure = publicProcedure.use(({ ctx, next }) => {
  const session = ctx.session;
  if (!session || session.isAnonymous) throw eventNotFound();
  return next({ ctx: { ...ctx, userId: session.userId } });
});

/** The host's guests (docs/architecture.md, API): sending their invitations, and Manage Guests. */
export const guestsRouter = router({
  /**
   * The product's sendInvitations (docs/product.md, Sending), for the event's registered owner
   * only: anyone else — another host, an anonymous session, a visitor — gets NOT_FOUND, as for an
   * event that does not exist. It records and enqueues, and answers at once; the e-mails go out
   * from the job queue.
   */
  send: publicProcedure.input(sendInvitationsInput).mutation(async ({ ctx, input }) => {
    const session = ctx.session;
    if (!session || session.isAnonymous)
      throw new AppError('NOT_FOUND', messages.eventDetail.notFound);
    await consumeOrRefuse(ctx.rateLimits, 'guestSend', session.userId);
    return sendInvitations(
      { db: ctx.db, jobs: ctx.jobs },
      { userId: session.userId, eventId: input.eventId, appOrigin: ctx.appOrigin },
      input,
    );
  }),

  /** The Guest List: de-duplicated guests with their journey, the filter counts, each send's reach. */
  list: hostProcedure
    .input(guestListInput)
    .query(({ ctx, input }) =>
      listGuests(ctx.db, { userId: ctx.userId, eventId: input.eventId }, input),
    ),

  /** Soft removal of some of the event's guests (a merged entry sends all its invitation ids). */
  remove: hostProcedure
    .input(guestRemoveInput)
    .mutation(({ ctx, input }) =>
      removeGuests(ctx.db, { userId: ctx.userId, eventId: input.eventId }, input),
    ),

  /** Add Guests after the event was made: 'pending' guests, up to 200 in all. */
  add: hostProcedure
    .input(guestAddInput)
    .mutation(({ ctx, input }) =>
      addGuestsToEvent(ctx.db, { userId: ctx.userId, eventId: input.eventId }, input),
    ),

  /** A guest's e-mail (a bounced one: docs/decisions/033), phone or name, corrected by the host. */
  updateContact: hostProcedure
    .input(guestContactInput)
    .mutation(({ ctx, input }) =>
      updateGuestContact(ctx.db, { userId: ctx.userId, eventId: input.eventId }, input),
    ),
});
