import { guestContactInput } from '@partyreel/shared/guests/guest-contact';
import {
  guestAddInput,
  guestListInput,
  guestRemoveInput,
} from '@partyreel/shared/guests/guest-list-input';
import { guestPartyLimitInput, guestPromoteInput } from '@partyreel/shared/guests/guest-places';
import { sendInvitationsInput } from '@partyreel/shared/guests/send-input';
import { guestTextedInput } from '@partyreel/shared/guests/texted-by-hand';
import { eventHostProcedure, ownEvent, rateLimited, router } from '../trpc.ts';
import { addGuestsToEvent } from './guest-add.ts';
import { updateGuestContact } from './guest-contact-update.ts';
import { listGuests } from './guest-list.ts';
import { promoteGuest, setGuestPartyLimit } from './guest-places.ts';
import { removeGuests } from './guest-removal.ts';
import { refuseImpossiblePhone, refuseImpossiblePhones } from './phone-entry-check.ts';
import { sendInvitations } from './send-invitations.ts';
import { markTextedByHand } from './texted-by-hand.ts';

/**
 * The host's guests (docs/architecture.md, API): sending their invitations, and Manage Guests. All
 * for the event's registered owner only: anyone else — another host, an anonymous session, a
 * visitor — gets NOT_FOUND, as for an event that does not exist (eventHostProcedure and ownEvent);
 * the data functions filter by owner in SQL as well.
 */
export const guestsRouter = router({
  /**
   * The product's sendInvitations (docs/product.md, Sending), for the event's registered owner
   * only: anyone else — another host, an anonymous session, a visitor — gets NOT_FOUND, as for an
   * event that does not exist. It records and enqueues, and answers at once; the e-mails go out
   * from the job queue.
   */
  send: eventHostProcedure
    .input(sendInvitationsInput)
    .use(rateLimited('guestSend', ({ ctx }) => ctx.session.userId))
    .use(ownEvent)
    .mutation(({ ctx, input }) =>
      sendInvitations(
        { db: ctx.db, jobs: ctx.jobs, texting: ctx.texting },
        { ...ctx.event, appOrigin: ctx.appOrigin },
        input,
      ),
    ),

  /** The Guest List: de-duplicated guests with their journey, the filter counts, each send's reach. */
  list: eventHostProcedure
    .input(guestListInput)
    .use(ownEvent)
    .query(({ ctx, input }) => listGuests(ctx.db, ctx.event, input, ctx.texting)),

  /** Soft removal of some of the event's guests (a merged entry sends all its invitation ids). */
  remove: eventHostProcedure
    .input(guestRemoveInput)
    .use(ownEvent)
    .mutation(({ ctx, input }) => removeGuests(ctx.db, ctx.event, input)),

  /** Add Guests after the event was made: 'pending' guests, up to 200 in all. */
  add: eventHostProcedure
    .input(guestAddInput)
    .use(ownEvent)
    .mutation(({ ctx, input }) => {
      refuseImpossiblePhones(input.recipients, ctx.hostCountry);
      return addGuestsToEvent(ctx.db, ctx.event, input);
    }),

  /** A guest's e-mail (a bounced one: docs/decisions/033), phone or name, corrected by the host. */
  updateContact: eventHostProcedure
    .input(guestContactInput)
    .use(ownEvent)
    .mutation(({ ctx, input }) => {
      refuseImpossiblePhone(input.phone, ctx.hostCountry);
      return updateGuestContact(ctx.db, ctx.event, input);
    }),

  /** The most people a guest may bring (docs/decisions/061); null: the event's limit. */
  setPartyLimit: eventHostProcedure
    .input(guestPartyLimitInput)
    .use(ownEvent)
    .mutation(({ ctx, input }) => setGuestPartyLimit(ctx.db, ctx.event, input)),

  /** The host texted this guest their link from their own phone: the guest is Sent (decision 067). */
  textedByHand: eventHostProcedure
    .input(guestTextedInput)
    .use(ownEvent)
    .mutation(({ ctx, input }) => markTextedByHand(ctx.db, ctx.event, input.guestId)),

  /** A guest on the waitlist gets their places (docs/decisions/061). */
  promote: eventHostProcedure
    .input(guestPromoteInput)
    .use(ownEvent)
    .mutation(async ({ ctx, input }) => {
      await promoteGuest(ctx.db, ctx.event, input.guestId);
      return { ok: true as const };
    }),
});
