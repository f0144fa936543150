import { describe, expect, it } from 'vitest';
import { formatEventDate, formatStartTime } from './event-date.ts';

describe('formatEventDate', () => {
  it('writes the calendar date readably', () => {
    expect(formatEventDate('2026-03-14')).toBe('Sat, Mar 14, 2026');
  });

  it('keeps the day whatever the time zone (the tests run in Asia/Kathmandu, UTC+5:45)', () => {
    expect(formatEventDate('2026-01-01')).toBe('Thu, Jan 1, 2026');
    expect(formatEventDate('2025-12-31')).toBe('Wed, Dec 31, 2025');
  });

  it.each([null, '', 'soon', '2026-3-14'])('says "No date" for %j', (value) => {
    expect(formatEventDate(value)).toBe('No date');
  });
});

describe('formatStartTime', () => {
  it.each([
    ['00:05:00', '12:05 AM'],
    ['09:30:00', '9:30 AM'],
    ['12:00:00', '12:00 PM'],
    ['14:00:00', '2:00 PM'],
    ['23:59:00', '11:59 PM'],
  ])('writes %s as %s', (time, label) => {
    expect(formatStartTime(time)).toBe(label);
  });

  it('has nothing to say without a time', () => {
    expect(formatStartTime(null)).toBeUndefined();
  });
});
