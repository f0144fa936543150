import { describe, expect, it } from 'vitest';
import type { InviteView } from '../invite/invite-types.ts';
import {
  googleCalendarUrl,
  icsAttributes,
  icsFileName,
  icsFileText,
  mapUrl,
} from './calendar-links.ts';
import { eventTiming } from './event-timing.ts';

function calendar(overrides: Partial<InviteView['calendar']> = {}): InviteView['calendar'] {
  return {
    title: "Mia's 7th Birthday",
    location: '12 Main St, Springfield',
    eventDate: '2026-03-14',
    startTime: '19:00',
    endTime: '21:30',
    timeZone: 'Asia/Kathmandu',
    ...overrides,
  };
}

const googleQuery = (url: string | null) => new URL(url ?? 'https://invalid').searchParams;

describe('eventTiming', () => {
  it('puts an end time before the start on the next day', () => {
    const timing = eventTiming(calendar({ startTime: '22:00', endTime: '01:00', timeZone: 'UTC' }));
    expect(timing).toMatchObject({
      kind: 'timed',
      start: new Date('2026-03-14T22:00:00Z'),
      end: new Date('2026-03-15T01:00:00Z'),
    });
  });

  it('gives a party with no end time two hours', () => {
    const timing = eventTiming(calendar({ endTime: null, timeZone: 'America/New_York' }));
    expect(timing).toMatchObject({
      start: new Date('2026-03-14T23:00:00Z'),
      end: new Date('2026-03-15T01:00:00Z'),
    });
  });

  it('is a whole day without a start time, and nothing without a date', () => {
    expect(eventTiming(calendar({ startTime: null }))).toMatchObject({
      kind: 'allDay',
      start: { year: 2026, month: 3, day: 14 },
      end: { year: 2026, month: 3, day: 15 },
    });
    expect(eventTiming(calendar({ startTime: null, eventDate: '2026-12-31' }))).toMatchObject({
      end: { year: 2027, month: 1, day: 1 },
    });
    expect(eventTiming(calendar({ eventDate: null }))).toBeNull();
  });
});

describe('googleCalendarUrl', () => {
  it('sends the instants in UTC with the event zone, title and place', () => {
    const url = googleCalendarUrl(calendar(), 'https://partyreel.test/invite/abc');
    expect(url?.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const query = googleQuery(url);
    expect(query.get('action')).toBe('TEMPLATE');
    expect(query.get('text')).toBe("Mia's 7th Birthday");
    // 19:00–21:30 in Kathmandu (UTC+5:45).
    expect(query.get('dates')).toBe('20260314T131500Z/20260314T154500Z');
    expect(query.get('ctz')).toBe('Asia/Kathmandu');
    expect(query.get('location')).toBe('12 Main St, Springfield');
    expect(query.get('details')).toBe('https://partyreel.test/invite/abc');
  });

  it('follows summer time in New York', () => {
    const query = googleQuery(
      googleCalendarUrl(
        calendar({
          eventDate: '2026-03-08',
          startTime: '15:00',
          endTime: '17:00',
          timeZone: 'America/New_York',
        }),
      ),
    );
    expect(query.get('dates')).toBe('20260308T190000Z/20260308T210000Z');
  });

  it('gives an all-day event as dates, and no link without a date', () => {
    expect(googleQuery(googleCalendarUrl(calendar({ startTime: null }))).get('dates')).toBe(
      '20260314/20260315',
    );
    expect(googleQuery(googleCalendarUrl(calendar({ location: null }))).has('location')).toBe(
      false,
    );
    expect(googleCalendarUrl(calendar({ eventDate: null }))).toBeNull();
  });
});

describe('mapUrl', () => {
  it('searches Google Maps for the location, encoded', () => {
    expect(mapUrl('12 Main St, Springfield & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12+Main+St%2C+Springfield+%26+Co',
    );
    expect(mapUrl('  ')).toBeNull();
    expect(mapUrl(null)).toBeNull();
  });
});

describe('the .ics file', () => {
  it('holds the event in UTC, converted from its own zone', async () => {
    const attributes = icsAttributes(calendar(), {
      uid: 'inv-1@partyreel',
      url: 'https://x.test/i',
    });
    expect(attributes).not.toBeNull();
    const text = await icsFileText(attributes as NonNullable<typeof attributes>);
    expect(text).toContain('DTSTART:20260314T131500Z');
    expect(text).toContain('DTEND:20260314T154500Z');
    expect(text).toContain("SUMMARY:Mia's 7th Birthday");
    expect(text).toContain('LOCATION:12 Main St\\, Springfield');
    expect(text).toContain('UID:inv-1@partyreel');
  });

  it('is an all-day event when there is no start time', async () => {
    const attributes = icsAttributes(calendar({ startTime: null, endTime: null }), { uid: 'u' });
    const text = await icsFileText(attributes as NonNullable<typeof attributes>);
    expect(text).toContain('DTSTART;VALUE=DATE:20260314');
    expect(text).toContain('DTEND;VALUE=DATE:20260315');
  });

  it('is named after the title', () => {
    expect(icsFileName("Mia's 7th Birthday!")).toBe('mia-s-7th-birthday.ics');
    expect(icsFileName('Fête à Zoë')).toBe('fete-a-zoe.ics');
    expect(icsFileName('🎉')).toBe('party.ics');
  });
});
