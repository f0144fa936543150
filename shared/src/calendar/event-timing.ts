import type { InviteView } from '../invite/invite-types.ts';
import { type WallClock, zonedTimeToUtc } from './wall-clock.ts';

/** A party with a start time and no end time goes in a calendar as this long. */
export const DEFAULT_PARTY_HOURS = 2;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * When the party is, as a calendar needs it: two instants, or whole days (no start time; the end
 * day is exclusive, as iCalendar and Google count it). null when the event has no date.
 */
export type EventTiming =
  | { kind: 'timed'; start: Date; end: Date; timeZone: string }
  | { kind: 'allDay'; start: CalendarDay; end: CalendarDay; timeZone: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;

function parseDay(value: string | null): CalendarDay | null {
  const match = value ? DATE.exec(value) : null;
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function parseTime(value: string | null): { hour: number; minute: number } | null {
  const match = value ? TIME.exec(value) : null;
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The calendar day `days` after `day` (months and years roll over). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The event's timing in its own time zone. An end time at or before the start time is the next
 * day's (a party that goes past midnight); no end time means DEFAULT_PARTY_HOURS.
 */
export function eventTiming(calendar: InviteView['calendar']): EventTiming | null {
  const day = parseDay(calendar.eventDate);
  if (!day) return null;
  const { timeZone } = calendar;
  const startTime = parseTime(calendar.startTime);
  if (!startTime) return { kind: 'allDay', start: day, end: addDays(day, 1), timeZone };

  const start = zonedTimeToUtc({ ...day, ...startTime }, timeZone);
  const endTime = parseTime(calendar.endTime);
  if (!endTime)
    return {
      kind: 'timed',
      start,
      end: new Date(start.getTime() + DEFAULT_PARTY_HOURS * 3_600_000),
      timeZone,
    };
  const endsNextDay = endTime.hour * 60 + endTime.minute <= startTime.hour * 60 + startTime.minute;
  const endWall: WallClock = { ...(endsNextDay ? addDays(day, 1) : day), ...endTime };
  return { kind: 'timed', start, end: zonedTimeToUtc(endWall, timeZone), timeZone };
}
