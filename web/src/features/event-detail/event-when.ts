import { formatEventDateLong } from '@partyreel/shared/format/event-date';
import { formatTime12h } from '@partyreel/shared/format/time-12h';
import { messages } from '@partyreel/shared/messages';

/**
 * The event's day and hours as the detail page shows them: 'Saturday, March 14, 2026' and
 * '2:00 PM – 5:00 PM'. The date is a calendar day (never moved by a time zone); no date says
 * 'No date' and then no hours are shown.
 */
export function eventWhen(event: {
  eventDate: string | null;
  startTime: string | null;
  endTime: string | null;
}): { date: string; time: string | null } {
  const date = event.eventDate ? formatEventDateLong(event.eventDate) : null;
  if (!date) return { date: messages.eventDetail.noDate, time: null };
  const start = event.startTime ? formatTime12h(event.startTime) : '';
  const end = event.endTime ? formatTime12h(event.endTime) : '';
  if (!start) return { date, time: null };
  return { date, time: end ? `${start} – ${end}` : start };
}
