import { router, userProcedure } from '../trpc.ts';
import { listDashboardEvents } from './events.queries.ts';

export const eventsRouter = router({
  /** 'Your Events': the caller's own events only. */
  list: userProcedure.query(({ ctx }) =>
    listDashboardEvents(ctx.db, { userId: ctx.session.userId }),
  ),
});
