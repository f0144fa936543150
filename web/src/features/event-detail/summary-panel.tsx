import type { EventCounts } from '@partyreel/shared/events/event-view';
import { StatGrid } from './stat-grid.tsx';

/** Summary: the answers so far across the event (SPEC.md §2). */
export function SummaryPanel({ counts }: { counts: EventCounts }) {
  return (
    <StatGrid
      stats={[
        { label: 'Accepted', value: counts.accepted, tone: 'accepted' },
        { label: 'Declined', value: counts.declined, tone: 'declined' },
        { label: 'Pending', value: counts.pending },
        { label: 'People', value: counts.people },
        { label: 'Anonymous Views', value: counts.link.views },
      ]}
    />
  );
}
