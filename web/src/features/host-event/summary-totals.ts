import type { EventCounts } from '@partyreel/shared/events/event-view';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';

/**
 * The Summary's numbers: the personal guests (already de-duplicated by the server) plus the share
 * link's answerers, by hostTotals, the function the server's filter counts and dashboard use too, so
 * no two screens disagree. Pending stays the personal guests (the link has no one waiting to
 * answer); Anonymous Views are the link's (docs/decisions/015).
 */
export function summaryTotals(counts: EventCounts) {
  return { ...hostTotals(counts, counts.link), anonymousViews: counts.link.views };
}
