import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDateIn,
  calendarDaysBetween,
  isKnownTimeZone,
  timeZoneShortName,
  zonedTimeToInstant,
} from './zoned-time.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time in the event’s zone, not the process’s', () => {
    expect(iso(zonedTimeToInstant('2026-03-14', '14:00', 'UTC'))).toBe('2026-03-14T14:00:00.000Z');
    expect(iso(zonedTimeToInstant('2026-03-14', '14:00', 'Asia/Kathmandu'))).toBe(
      '2026-03-14T08:15:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2026-07-04', '18:30', 'America/Los_Angeles'))).toBe(
      '2026-07-05T01:30:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2026-01-10', '00:00', 'Pacific/Auckland'))).toBe(
      '2026-01-09T11:00:00.000Z',
    );
  });

  it('follows DST: the same wall time is an hour apart in UTC either side of the change', () => {
    expect(iso(zonedTimeToInstant('2026-03-07', '10:00', 'America/New_York'))).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2026-03-09', '10:00', 'America/New_York'))).toBe(
      '2026-03-09T14:00:00.000Z',
    );
  });

  it('moves a time skipped by the spring change past the gap', () => {
    expect(iso(zonedTimeToInstant('2026-03-08', '02:30', 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the first of a time the autumn change repeats', () => {
    expect(iso(zonedTimeToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('is null for what does not parse', () => {
    expect(zonedTimeToInstant('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-02-03', '10h', 'UTC')).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('gives the date in a zone', () => {
    const instant = new Date('2026-03-14T20:00:00Z');
    expect(calendarDateIn(instant, 'Asia/Kathmandu')).toBe('2026-03-15');
    expect(calendarDateIn(instant, 'America/Los_Angeles')).toBe('2026-03-14');
  });

  it('adds and counts calendar days across months and leap days', () => {
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(calendarDaysBetween('2026-03-07', '2026-03-14')).toBe(7);
    expect(calendarDaysBetween('2026-03-14', '2026-03-14')).toBe(0);
  });

  it('names zones as people read them and knows which exist', () => {
    expect(timeZoneShortName(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('EST');
    expect(timeZoneShortName(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(timeZoneShortName(new Date('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe('GMT+5:45');
    expect(isKnownTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
