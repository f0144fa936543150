import { isKnownTimeZone, zonedTimeToInstant } from '../format/zoned-time.ts';

export { isKnownTimeZone, zoneOffsetMs } from '../format/zoned-time.ts';

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The instant at which the clocks of `timeZone` show `local`, by the same rule the server's
 * reminders use (shared/format/zoned-time: a time the clocks skip moves past the gap, a time they
 * show twice is its first occurrence). An unknown zone is read as UTC, so a calendar link still
 * works for a zone this browser does not know.
 */
export function zonedTimeToUtc(local: WallClock, timeZone: string): Date {
  const date = `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`;
  const time = `${pad(local.hour)}:${pad(local.minute)}`;
  const instant = zonedTimeToInstant(date, time, isKnownTimeZone(timeZone) ? timeZone : 'UTC');
  if (!instant) throw new RangeError(`not a wall-clock time: ${date} ${time}`);
  return instant;
}
