import type { DateArray, EventAttributes } from 'ics';
import type { InviteView } from '../invite/invite-types.ts';
import { type CalendarDay, type EventTiming, eventTiming } from './event-timing.ts';

type Calendar = InviteView['calendar'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '20260314T131500Z': an instant as Google Calendar's `dates` reads it. */
function googleInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function googleDay(day: CalendarDay): string {
  return `${pad(day.year, 4)}${pad(day.month)}${pad(day.day)}`;
}

function googleDates(timing: EventTiming): string {
  return timing.kind === 'timed'
    ? `${googleInstant(timing.start)}/${googleInstant(timing.end)}`
    : `${googleDay(timing.start)}/${googleDay(timing.end)}`;
}

/**
 * "Add to Google Calendar": Google's event template, prefilled. null when the event has no date
 * (there is nothing to put in a calendar).
 */
export function googleCalendarUrl(calendar: Calendar, details?: string): string | null {
  const timing = eventTiming(calendar);
  if (!timing) return null;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: calendar.title,
    dates: googleDates(timing),
    ctz: timing.timeZone,
  });
  if (calendar.location) query.set('location', calendar.location);
  if (details) query.set('details', details);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The place on Google Maps (any phone opens it in its maps app); null without a location. */
export function mapUrl(location: string | null): string | null {
  const place = location?.trim();
  if (!place) return null;
  return `https://www.google.com/maps/search/?api=1&${new URLSearchParams({ query: place })}`;
}

function utcArray(date: Date): DateArray {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ];
}

/** What the `ics` package is given for the event; null when the event has no date. */
export function icsAttributes(
  calendar: Calendar,
  { uid, url }: { uid: string; url?: string },
): EventAttributes | null {
  const timing = eventTiming(calendar);
  if (!timing) return null;
  const common = {
    title: calendar.title,
    uid,
    productId: 'partyreel/invite',
    ...(calendar.location ? { location: calendar.location } : {}),
    ...(url ? { url, description: url } : {}),
  };
  if (timing.kind === 'allDay') {
    const day = (d: CalendarDay): DateArray => [d.year, d.month, d.day];
    return { ...common, start: day(timing.start), end: day(timing.end) };
  }
  return {
    ...common,
    start: utcArray(timing.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(timing.end),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/**
 * The .ics file's text. The `ics` package (and the validation library it brings) loads only when
 * a guest asks for the file.
 */
export async function icsFileText(attributes: EventAttributes): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** A file name from the title: 'mias-7th-birthday.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'party'}.ics`;
}
