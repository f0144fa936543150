import type { EventCounts } from '@partyreel/shared/events/event-view';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';
import { StatGrid } from './stat-grid.tsx';

/**
 * The Summary's numbers: the personal guests (already de-duplicated by the server) plus the share
 * link's answerers, by hostTotals, the function the server's filter counts and dashboard use too, so
 * no two screens disagree. Pending stays the personal guests (the link has no one waiting to
 * answer); Anonymous Views are the link's (docs/decisions/015).
 */
export function summaryTotals(counts: EventCounts) {
  return { ...hostTotals(counts, counts.link), anonymousViews: counts.link.views };
}

/** Summary: the answers so far across the event (docs/product.md, The event page). */
export function SummaryPanel({ counts }: { counts: EventCounts }) {
  const totals = summaryTotals(counts);
  return (
    <StatGrid
      stats={[
        { label: 'Accepted', value: totals.accepted, tone: 'accepted' },
        { label: 'Declined', value: totals.declined, tone: 'declined' },
        { label: 'Pending', value: totals.pending },
        { label: 'People', value: totals.people },
        { label: 'Anonymous Views', value: totals.anonymousViews },
      ]}
    />
  );
}
