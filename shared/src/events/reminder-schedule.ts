import { addCalendarDays, zonedTimeToInstant } from '../format/zoned-time.ts';

/**
 * When an event's reminders go out (docs/product.md, Reminders: the reminder choices), as instants
 * computed from what the host set: the event's date and start time (00:00 when it has none,
 * docs/product.md, Limits and validation) in the event's own IANA time zone. "N days before" is the
 * same wall-clock time N calendar days earlier, so a DST change in between does not move it by an
 * hour. "Day of" is 08:00 on the event's date, or two hours before the start when that is earlier
 * (a breakfast party is not reminded at its start).
 */

/** The reminder choices (docs/product.md, Reminders): '' is none. */
export const REMINDER_NO_RESPONSE = ['', '1d', '3d', '1w', '2w'] as const;
export const REMINDER_ALL = ['', '0d', '1d', '3d', '1w'] as const;
export type ReminderNoResponse = (typeof REMINDER_NO_RESPONSE)[number];
export type ReminderAll = (typeof REMINDER_ALL)[number];

export type ReminderKind = 'no-response' | 'all';

export interface ReminderSettings {
  eventDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS'; null means 00:00. */
  startTime: string | null;
  timeZone: string;
  reminderNoResponse: ReminderNoResponse | string;
  reminderAll: ReminderAll | string;
}

export interface ScheduledReminder {
  kind: ReminderKind;
  /** The setting it comes from: '1d', '0d'… */
  setting: string;
  fireAt: Date;
}

const DAYS_BEFORE: Record<string, number> = { '0d': 0, '1d': 1, '3d': 3, '1w': 7, '2w': 14 };
const DAY_OF_HOUR = '08:00';
const DAY_OF_LEAD_MS = 2 * 3_600_000;

/** The instant the event starts, or null without a (valid) date or zone. */
export function eventStart(event: Omit<ReminderSettings, 'reminderNoResponse' | 'reminderAll'>) {
  if (!event.eventDate) return null;
  try {
    return zonedTimeToInstant(event.eventDate, event.startTime ?? '00:00', event.timeZone);
  } catch {
    return null; // an unknown zone
  }
}

function fireTime(event: ReminderSettings, setting: string): Date | null {
  const days = DAYS_BEFORE[setting];
  const start = eventStart(event);
  if (days === undefined || !start || !event.eventDate) return null;
  if (days === 0) {
    const morning = zonedTimeToInstant(event.eventDate, DAY_OF_HOUR, event.timeZone);
    const beforeStart = new Date(start.getTime() - DAY_OF_LEAD_MS);
    return morning && morning < beforeStart ? morning : beforeStart;
  }
  const day = addCalendarDays(event.eventDate, -days);
  return zonedTimeToInstant(day, event.startTime ?? '00:00', event.timeZone);
}

/** Both reminders' instants, as set (past ones included); none for a setting that is off. */
export function reminderTimes(event: ReminderSettings): ScheduledReminder[] {
  const all: ScheduledReminder[] = [];
  for (const [kind, setting] of [
    ['no-response', event.reminderNoResponse],
    ['all', event.reminderAll],
  ] as const) {
    const fireAt = setting ? fireTime(event, setting) : null;
    if (fireAt) all.push({ kind, setting, fireAt });
  }
  return all;
}

/** The reminders still to go out after `now` (and before the event starts), soonest first. */
export function upcomingReminders(event: ReminderSettings, now: Date): ScheduledReminder[] {
  const start = eventStart(event);
  return reminderTimes(event)
    .filter((r) => r.fireAt > now && (!start || r.fireAt < start))
    .sort((a, b) => a.fireAt.getTime() - b.fireAt.getTime());
}
