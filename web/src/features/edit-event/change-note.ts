import { inUpdateAudience } from '@partyreel/shared/events/event-updates';
import type { EventView } from '@partyreel/shared/events/event-view';
import { formatEventDateLong } from '@partyreel/shared/format/event-date';
import { formatTime12h } from '@partyreel/shared/format/time-12h';
import { timeRangeText } from '@partyreel/shared/format/time-range';

type Details = Pick<EventView, 'eventDate' | 'startTime' | 'endTime' | 'location'>;

/** 'Saturday, March 16, 2030 · 7:00 PM – 9:30 PM', or what is known of it. */
function whenText(details: Details): string {
  const date = details.eventDate
    ? (formatEventDateLong(details.eventDate) ?? details.eventDate)
    : 'date to be announced';
  const time = timeRangeText({
    sTime: formatTime12h(details.startTime) || null,
    eTime: formatTime12h(details.endTime) || null,
  });
  return time ? `${date} · ${time}` : date;
}

/**
 * The update an edit offers to send (docs/product.md, Updates to guests) when it changed the date,
 * the time or the place: what is new, pre-written for the host to change or send; null when none
 * of them changed.
 */
export function changeNote(before: Details, after: Details): string | null {
  const lines: string[] = [];
  const newDate = before.eventDate !== after.eventDate;
  const newTime = before.startTime !== after.startTime || before.endTime !== after.endTime;
  if (newDate || newTime) {
    const what = newDate && newTime ? 'date and time' : newDate ? 'date' : 'time';
    lines.push(`New ${what}: ${whenText(after)}.`);
  }
  if ((before.location ?? '') !== (after.location ?? ''))
    lines.push(after.location ? `New place: ${after.location}.` : 'The place is to be announced.');
  return lines.length > 0 ? ['Heads up: the party details changed.', ...lines].join('\n') : null;
}

/**
 * Whether an edit's update would reach anyone: the event is paid for, and a guest who has not
 * declined has their invitation (a personal guest sent one, or an answer through the link).
 */
export function hasGuestsToTell(event: Pick<EventView, 'counts' | 'guests'>): boolean {
  if (!event.counts.unlocked) return false;
  const { link } = event.counts;
  return (
    link.accepted + link.maybe > 0 ||
    event.guests.some((guest) => inUpdateAudience('notDeclined', guest.status))
  );
}
