import type { EventCounts } from '@partyreel/shared/events/event-view';
import { StatGrid } from './stat-grid.tsx';

/**
 * The Summary's numbers: the personal guests (already de-duplicated by the server) plus the share
 * link's answers, so a host who only shares the link sees who is coming. Pending stays the personal
 * guests (the link has no one waiting to answer); Anonymous Views are the link's (docs/decisions/015).
 */
export function summaryTotals(counts: EventCounts) {
  return {
    accepted: counts.accepted + counts.link.accepted,
    declined: counts.declined + counts.link.declined,
    pending: counts.pending,
    people: counts.people + counts.link.people,
    anonymousViews: counts.link.views,
  };
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
