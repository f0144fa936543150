import { parseCalendarDate } from './event-date.ts';

/**
 * Wall-clock times in an IANA time zone ↔ instants, with nothing but Intl: an event's date and
 * start time are what the host typed in the event's zone, and a reminder must go out at the instant
 * that wall-clock time is there, whatever zone the server runs in and whatever DST does meanwhile.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (Kathmandu: +5:45). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** True when the runtime knows `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` 'YYYY-MM-DD' and `time` 'HH:MM'.
 * A time that does not exist (skipped by a DST change) is read with the offset from before the
 * change, so it lands after the gap (02:30 → 03:30); a time that happens twice is the first one.
 * null when the date or time does not parse.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const day = parseCalendarDate(date);
  const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!day || !clock) return null;
  const wall = Date.UTC(
    day.year,
    day.month - 1,
    day.day,
    Number(clock[1]),
    Number(clock[2]),
    Number(clock[3] ?? 0),
  );
  // The offsets a day either side bracket any DST change. The larger offset gives the earlier
  // instant, so a wall time that happens twice resolves to its first occurrence.
  const before = zoneOffsetMs(wall - 86_400_000, timeZone);
  const after = zoneOffsetMs(wall + 86_400_000, timeZone);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = wall - offset;
    if (wallClockMs(candidate, timeZone) === wall) return new Date(candidate);
  }
  // In a gap: no instant shows this wall time; keep the offset from before the change.
  return new Date(wall - before);
}

/** The calendar date 'YYYY-MM-DD' in `timeZone` at `instant`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' moved by `days` calendar days (negative: earlier). */
export function addCalendarDays(date: string, days: number): string {
  const day = parseCalendarDate(date);
  if (!day) throw new Error(`not a calendar date: ${date}`);
  return new Date(Date.UTC(day.year, day.month - 1, day.day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'): 0 on the day itself. */
export function calendarDaysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) throw new Error(`not calendar dates: ${from}, ${to}`);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The zone's short name at `instant`, as people read it: 'PST', 'GMT+5:45'. */
export function timeZoneShortName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
