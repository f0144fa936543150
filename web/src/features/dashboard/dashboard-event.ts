import type { AppRouter } from '@partyreel/server/router';
import type { inferRouterOutputs } from '@trpc/server';

/** One row of 'Your Events', as events.list sends it. */
export type DashboardEvent = inferRouterOutputs<AppRouter>['events']['list'][number];
