import type { AnswerStatus, EventCounts } from '@partyreel/shared/events/event-view';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';

const TONES: Record<AnswerStatus | 'none', string> = {
  accepted: 'bg-emerald-50 ring-emerald-100',
  maybe: 'bg-amber-50 ring-amber-100',
  waitlisted: 'bg-indigo-50 ring-indigo-100',
  declined: 'bg-rose-50 ring-rose-100',
  none: 'bg-violet-50/70 ring-violet-100',
};

export interface Stat {
  label: string;
  value: number;
  tone?: AnswerStatus;
}

/**
 * The waitlist's box (docs/decisions/061), for a party with a capacity or anyone waiting; none
 * otherwise, so a host who set no capacity sees the boxes they always had.
 */
export function waitlistStats(counts: EventCounts): Stat[] {
  const { waitlisted } = hostTotals(counts, counts.link);
  return counts.capacity !== null || waitlisted > 0
    ? [{ label: 'Waitlist', value: waitlisted, tone: 'waitlisted' }]
    : [];
}

/** A row of labelled numbers ('Accepted 3'), as a description list so each number keeps its name. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`rounded-2xl px-4 py-3 ring-1 ${TONES[stat.tone ?? 'none']}`}
        >
          <dt className="text-sm font-bold text-ink-soft">{stat.label}</dt>
          <dd className="font-display text-3xl font-semibold tabular-nums text-ink">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
