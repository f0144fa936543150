import type { DashboardCounts } from '@partyreel/shared/events/event-view';
import type { DashboardEvent } from './dashboard-event.ts';

/**
 * The rows with the live Accepted, Maybe and Declined of each event the counts name (personal guests plus
 * the share link's answers, docs/decisions/015); the rest as listed.
 */
export function withLiveCounts(
  events: DashboardEvent[] | undefined,
  counts: readonly DashboardCounts[] | undefined,
): DashboardEvent[] | undefined {
  if (!events || !counts?.length) return events;
  const byId = new Map(counts.map((row) => [row.eventId, row]));
  return events.map((event) => {
    const live = byId.get(event.id);
    return live
      ? { ...event, accepted: live.accepted, maybe: live.maybe, declined: live.declined }
      : event;
  });
}
