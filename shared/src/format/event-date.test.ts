import { describe, expect, it } from 'vitest';
import { formatEventDateLong, formatEventDateUpper, parseCalendarDate } from './event-date.ts';

describe('formatEventDateUpper', () => {
  it('runs in a time zone far from UTC, so a date shifted by the zone would show here', () => {
    // vitest.config.ts sets TZ=Asia/Kathmandu (UTC+5:45) for every test project.
    expect(process.env.TZ).toBe('Asia/Kathmandu');
    expect(new Date(2026, 2, 14).getTimezoneOffset()).toBe(-345);
  });

  it.each([
    ['2026-03-14', 'SATURDAY, MARCH 14TH'],
    ['2026-03-01', 'SUNDAY, MARCH 1ST'],
    ['2026-03-02', 'MONDAY, MARCH 2ND'],
    ['2026-03-03', 'TUESDAY, MARCH 3RD'],
    ['2026-03-04', 'WEDNESDAY, MARCH 4TH'],
    ['2026-03-11', 'WEDNESDAY, MARCH 11TH'],
    ['2026-03-12', 'THURSDAY, MARCH 12TH'],
    ['2026-03-13', 'FRIDAY, MARCH 13TH'],
    ['2026-03-21', 'SATURDAY, MARCH 21ST'],
    ['2026-03-22', 'SUNDAY, MARCH 22ND'],
    ['2026-03-23', 'MONDAY, MARCH 23RD'],
    ['2026-03-31', 'TUESDAY, MARCH 31ST'],
    ['2026-01-01', 'THURSDAY, JANUARY 1ST'],
    ['2025-12-31', 'WEDNESDAY, DECEMBER 31ST'],
    ['2028-02-29', 'TUESDAY, FEBRUARY 29TH'],
    ['2026-10-31', 'SATURDAY, OCTOBER 31ST'],
  ])('%s → %s', (date, shown) => {
    expect(formatEventDateUpper(date)).toBe(shown);
  });

  it('shows nothing when there is no date', () => {
    expect(formatEventDateUpper(null)).toBe('');
    expect(formatEventDateUpper(undefined)).toBe('');
    expect(formatEventDateUpper('  ')).toBe('');
  });

  it.each(['2026-02-30', '2026-13-01', '14/03/2026', 'soon'])(
    'shows %j, which is not a calendar date, as given',
    (value) => {
      expect(formatEventDateUpper(value)).toBe(value);
    },
  );
});

describe('parseCalendarDate', () => {
  it('reads the day on the calendar whatever the process time zone', () => {
    expect(parseCalendarDate('2026-03-14')).toEqual({ year: 2026, month: 3, day: 14, weekday: 6 });
  });

  it('refuses days that do not exist', () => {
    expect(parseCalendarDate('2027-02-29')).toBeNull();
    expect(parseCalendarDate('2026-04-31')).toBeNull();
  });
});

describe('formatEventDateLong', () => {
  it('names the weekday, month, day and year of the calendar day', () => {
    expect(formatEventDateLong('2026-03-14')).toBe('Saturday, March 14, 2026');
    expect(formatEventDateLong('2027-01-01')).toBe('Friday, January 1, 2027');
  });
  it('gives null for a value that is not a calendar date', () => {
    expect(formatEventDateLong('2026-02-30')).toBeNull();
    expect(formatEventDateLong('soon')).toBeNull();
  });
});
