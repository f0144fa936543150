import type { EventCounts } from '@partyreel/shared/events/event-view';
import { StatGrid } from '../host-event/stat-grid.tsx';
import { summaryTotals } from '../host-event/summary-totals.ts';

/** Summary: the answers so far across the event (docs/product.md, The event page). */
export function SummaryPanel({ counts }: { counts: EventCounts }) {
  const totals = summaryTotals(counts);
  return (
    <StatGrid
      stats={[
        { label: 'Accepted', value: totals.accepted, tone: 'accepted' },
        { label: 'Maybe', value: totals.maybe, tone: 'maybe' },
        { label: 'Declined', value: totals.declined, tone: 'declined' },
        { label: 'Pending', value: totals.pending },
        { label: 'People', value: totals.people },
        { label: 'Anonymous Views', value: totals.anonymousViews },
      ]}
    />
  );
}
