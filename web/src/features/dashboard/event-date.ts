const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;

/**
 * An event's calendar date, 'YYYY-MM-DD', as 'Sat, Mar 14, 2026'; 'No date' when it has none. The
 * date is a day on the calendar, not an instant: it is read and written in UTC on both sides, so
 * no time zone can move it to the day before or after.
 */
export function formatEventDate(eventDate: string | null): string {
  const match = eventDate ? DATE.exec(eventDate) : null;
  if (!match) return 'No date';
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** A start time, 'HH:MM:SS', on the 12-hour clock: '2:30 PM'; undefined when there is none. */
export function formatStartTime(startTime: string | null): string | undefined {
  const match = startTime ? TIME.exec(startTime) : null;
  if (!match) return undefined;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
