import { useSubscription } from '@trpc/tanstack-react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import type { DashboardEvent } from './dashboard-event.ts';
import { withLiveCounts } from './live-counts.ts';

/**
 * 'Your Events' kept current: events.dashboard sends every event's counts at once and again after
 * each answer (docs/product.md, Counting), and each row takes its event's Accepted and Declined
 * from it.
 */
export function useLiveEvents(events: DashboardEvent[] | undefined): DashboardEvent[] | undefined {
  const trpc = useTRPC();
  const live = useSubscription(
    trpc.events.dashboard.subscriptionOptions(undefined, { enabled: events !== undefined }),
  );
  const counts = live.data?.data;
  return useMemo(() => withLiveCounts(events, counts), [events, counts]);
}
