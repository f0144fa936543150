/**
 * Wall-clock times in a named time zone, turned into instants with the browser's own zone data
 * (Intl): an event at 19:00 in Asia/Kathmandu is 13:15 UTC whatever zone the guest's phone is in.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the browser knows the IANA zone `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone`'s clocks are ahead of UTC at the instant `utcMs`, in milliseconds. */
export function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  // The formatter shows whole seconds: compare with the instant's whole second.
  return asUtc - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant at which the clocks of `timeZone` show `local`. Like Temporal's 'compatible'
 * choice: a time the clocks skip (the hour lost when summer time starts) moves forward by the gap;
 * a time they show twice (the hour repeated in autumn) is its first occurrence. An unknown zone is
 * read as UTC.
 */
export function zonedTimeToUtc(local: WallClock, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  if (!isKnownTimeZone(timeZone)) return new Date(wall);
  // A day either side of the wall time is past any transition near it (zones change at most once
  // in that span), so these are the offsets in force before and after it.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const withBefore = wall - before;
  const withAfter = wall - after;
  const beforeFits = zoneOffsetMs(withBefore, timeZone) === before;
  const afterFits = zoneOffsetMs(withAfter, timeZone) === after;
  if (beforeFits && afterFits) return new Date(Math.min(withBefore, withAfter));
  if (beforeFits) return new Date(withBefore);
  if (afterFits) return new Date(withAfter);
  // In the gap: the earlier offset's reading lands after the jump, the wall time moved forward.
  return new Date(withBefore);
}
