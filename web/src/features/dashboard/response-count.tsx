import type { AnswerResponse } from '@partyreel/shared/events/event-view';

const TONES: Record<AnswerResponse, string> = {
  accepted: 'bg-emerald-100 text-emerald-800',
  maybe: 'bg-amber-100 text-amber-900',
  declined: 'bg-rose-100 text-rose-700',
};

/** An answer count as a small coloured pill: green for accepted, amber for maybe, rose for declined. */
export function ResponseCount({ kind, count }: { kind: AnswerResponse; count: number }) {
  const tone = TONES[kind];
  return (
    <span
      className={`inline-flex min-w-10 justify-center rounded-full px-3 py-1 font-bold tabular-nums ${tone}`}
    >
      {count}
    </span>
  );
}
