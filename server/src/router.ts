import { accountRouter } from './account/account.router.ts';
import { authRouter } from './auth/auth.router.ts';
import { eventsRouter } from './events/events.router.ts';
import { musicRouter } from './music/music.router.ts';
import { templatesRouter } from './templates/templates.router.ts';
import { router } from './trpc.ts';
import { waitlistRouter } from './waitlist/waitlist.router.ts';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  events: eventsRouter,
  music: musicRouter,
  templates: templatesRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
