import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { StatGrid, waitlistStats } from '../host-event/stat-grid.tsx';
import { summaryTotals } from '../host-event/summary-totals.ts';
import { AnswerAlertsSelect } from './answer-alerts-select.tsx';
import { QuestionsEditor } from './questions-editor.tsx';
import { WhosComingToggle } from './whos-coming-toggle.tsx';

/**
 * Summary: the answers so far across the event (docs/product.md, The event page), and whether
 * guests see who's coming (with `event`).
 */
export function SummaryPanel({
  counts,
  event,
}: {
  counts: EventCounts;
  event?: Pick<EventView, 'id' | 'showGuestList' | 'answerAlerts' | 'questions'>;
}) {
  const totals = summaryTotals(counts);
  return (
    <div className="space-y-4">
      <SummaryStats totals={totals} counts={counts} />
      {counts.capacity === null ? null : (
        <p className="font-semibold text-ink-soft">
          {messages.places.placesTaken(totals.people, counts.capacity)}
        </p>
      )}
      {event ? (
        <>
          <WhosComingToggle eventId={event.id} shown={event.showGuestList} />
          <AnswerAlertsSelect eventId={event.id} saved={event.answerAlerts} />
          <QuestionsEditor eventId={event.id} saved={event.questions} />
        </>
      ) : null}
    </div>
  );
}

function SummaryStats({
  totals,
  counts,
}: {
  totals: ReturnType<typeof summaryTotals>;
  counts: EventCounts;
}) {
  return (
    <StatGrid
      stats={[
        { label: 'Accepted', value: totals.accepted, tone: 'accepted' },
        { label: 'Maybe', value: totals.maybe, tone: 'maybe' },
        { label: 'Declined', value: totals.declined, tone: 'declined' },
        { label: 'Pending', value: totals.pending },
        { label: 'People', value: totals.people },
        { label: 'Anonymous Views', value: totals.anonymousViews },
        ...waitlistStats(counts),
      ]}
    />
  );
}
