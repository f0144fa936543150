import { ordinal } from './ordinal.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The parts of a calendar date 'YYYY-MM-DD', or null when it is not a real date (2026-02-30).
 * The date is a day on the calendar, not an instant: it is read in UTC so the process's time zone
 * can never move it to the day before or after.
 */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number; weekday: number } | null {
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return { year, month, day, weekday: utc.getUTCDay() };
}

/**
 * customData.eventDate (docs/product.md): upper-case weekday, month and ordinal day —
 * '2026-03-14' → 'SATURDAY, MARCH 14TH'. No date gives ''; a value that is not a calendar date is
 * shown as given.
 */
export function formatEventDateUpper(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return '';
  const date = parseCalendarDate(value);
  if (!date) return value;
  return `${WEEKDAYS[date.weekday]}, ${MONTHS[date.month - 1]} ${ordinal(date.day)}`.toUpperCase();
}

/** The long form hosts read: '2026-03-14' → 'Saturday, March 14, 2026'; null when not a date. */
export function formatEventDateLong(value: string): string | null {
  const date = parseCalendarDate(value);
  if (!date) return null;
  return `${WEEKDAYS[date.weekday]}, ${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}
