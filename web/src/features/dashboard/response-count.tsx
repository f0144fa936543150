/** An answer count as a small coloured pill: green for accepted, rose for declined. */
export function ResponseCount({ kind, count }: { kind: 'accepted' | 'declined'; count: number }) {
  const tone =
    kind === 'accepted' ? 'bg-emerald-100 text-emerald-800' : 'bg-rose-100 text-rose-700';
  return (
    <span
      className={`inline-flex min-w-10 justify-center rounded-full px-3 py-1 font-bold tabular-nums ${tone}`}
    >
      {count}
    </span>
  );
}
