/** Placeholder rows while the events load; screen readers hear one "Loading your events". */
export function EventsLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-3 p-5 sm:p-6">
      <span className="sr-only">Loading your events…</span>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="h-14 animate-pulse rounded-2xl bg-violet-100/70 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
