import { router } from './trpc.ts';
import { waitlistRouter } from './waitlist/waitlist.router.ts';

export const appRouter = router({
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
