import { formatEventDateLong } from '@partyreel/shared/format/event-date';
import { formatTime12h } from '@partyreel/shared/format/time-12h';
import { timeZoneShortName, zonedTimeToInstant } from '@partyreel/shared/format/zoned-time';

export interface EventWhen {
  /** 'YYYY-MM-DD' in the event's zone, or null. */
  eventDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS', or null. */
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
}

/**
 * When the event is, as a guest reads it in an e-mail: its date and times as the host set them, in
 * the event's own time zone, named so a guest elsewhere is not misled —
 * 'Saturday, March 14, 2026 · 2:00 PM – 5:00 PM GMT+5:45'. null without a date.
 */
export function describeEventWhen(event: EventWhen): string | null {
  if (!event.eventDate) return null;
  const date = formatEventDateLong(event.eventDate) ?? event.eventDate;
  if (!event.startTime) return date;
  const start = formatTime12h(event.startTime);
  const times = event.endTime ? `${start} – ${formatTime12h(event.endTime)}` : start;
  const instant = zonedTimeToInstant(event.eventDate, event.startTime, event.timeZone);
  const zone = instant ? timeZoneShortName(instant, event.timeZone) : event.timeZone;
  return `${date} · ${times} ${zone}`;
}
