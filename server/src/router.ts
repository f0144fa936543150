import { accountRouter } from './account/account.router.ts';
import { authRouter } from './auth/auth.router.ts';
import { contactsRouter } from './contacts/contacts.router.ts';
import { eventsRouter } from './events/events.router.ts';
import { eventsLiveRouter } from './events/live.router.ts';
import { guestsRouter } from './guests/guests.router.ts';
import { inviteRouter } from './invite/invite.router.ts';
import { musicRouter } from './music/music.router.ts';
import { paymentsRouter } from './payments/payments.router.ts';
import { templatesRouter } from './templates/templates.router.ts';
import { mergeRouters, router } from './trpc.ts';
import { updatesRouter } from './updates/updates.router.ts';
import { waitlistRouter } from './waitlist/waitlist.router.ts';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  contacts: contactsRouter,
  events: mergeRouters(eventsRouter, eventsLiveRouter),
  guests: guestsRouter,
  invite: inviteRouter,
  music: musicRouter,
  payments: paymentsRouter,
  templates: templatesRouter,
  updates: updatesRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
