/**
 * A value made at its first use and kept after: for an `Intl` formatter, whose first making in a
 * page loads the locale's data (tens of milliseconds on a phone), so that a module that only might
 * format a date does not pay for it while it loads (docs/architecture.md, Front-end performance).
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
