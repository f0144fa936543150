/** A row of labelled numbers ('Accepted 3'), as a description list so each number keeps its name. */
export function StatGrid({
  stats,
}: {
  stats: readonly { label: string; value: number; tone?: 'accepted' | 'declined' }[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`rounded-2xl px-4 py-3 ring-1 ${
            stat.tone === 'accepted'
              ? 'bg-emerald-50 ring-emerald-100'
              : stat.tone === 'declined'
                ? 'bg-rose-50 ring-rose-100'
                : 'bg-violet-50/70 ring-violet-100'
          }`}
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
