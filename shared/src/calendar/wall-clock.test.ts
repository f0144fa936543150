import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc, zoneOffsetMs } from './wall-clock.ts';

const at = (iso: string) => new Date(iso).toISOString();

describe('zonedTimeToUtc', () => {
  it('reads a wall time in a quarter-hour zone (Asia/Kathmandu, UTC+5:45)', () => {
    const utc = zonedTimeToUtc(
      { year: 2026, month: 3, day: 14, hour: 19, minute: 0 },
      'Asia/Kathmandu',
    );
    expect(utc.toISOString()).toBe(at('2026-03-14T13:15:00Z'));
  });

  it('crosses midnight backwards into the previous UTC day', () => {
    const utc = zonedTimeToUtc(
      { year: 2026, month: 1, day: 1, hour: 2, minute: 30 },
      'Asia/Kathmandu',
    );
    expect(utc.toISOString()).toBe(at('2025-12-31T20:45:00Z'));
  });

  it('uses summer time in America/New_York in July and winter time in January', () => {
    const summer = zonedTimeToUtc(
      { year: 2026, month: 7, day: 4, hour: 18, minute: 0 },
      'America/New_York',
    );
    const winter = zonedTimeToUtc(
      { year: 2026, month: 1, day: 10, hour: 18, minute: 0 },
      'America/New_York',
    );
    expect(summer.toISOString()).toBe(at('2026-07-04T22:00:00Z'));
    expect(winter.toISOString()).toBe(at('2026-01-10T23:00:00Z'));
  });

  it('switches offset on the day summer time starts in New York (8 March 2026)', () => {
    const morning = zonedTimeToUtc(
      { year: 2026, month: 3, day: 8, hour: 1, minute: 30 },
      'America/New_York',
    );
    const afternoon = zonedTimeToUtc(
      { year: 2026, month: 3, day: 8, hour: 15, minute: 0 },
      'America/New_York',
    );
    expect(morning.toISOString()).toBe(at('2026-03-08T06:30:00Z'));
    expect(afternoon.toISOString()).toBe(at('2026-03-08T19:00:00Z'));
  });

  it('moves a time the clocks skip forward by the lost hour', () => {
    // 02:30 does not exist on 8 March 2026 in New York: it is read as 03:30 EDT.
    const skipped = zonedTimeToUtc(
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
      'America/New_York',
    );
    expect(skipped.toISOString()).toBe(at('2026-03-08T07:30:00Z'));
  });

  it('takes the first of a time the clocks show twice', () => {
    // 01:30 happens twice on 1 November 2026 in New York: first in EDT (UTC-4).
    const repeated = zonedTimeToUtc(
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30 },
      'America/New_York',
    );
    expect(repeated.toISOString()).toBe(at('2026-11-01T05:30:00Z'));
  });

  it('reads the wall time as UTC for a zone the browser does not know', () => {
    const utc = zonedTimeToUtc(
      { year: 2026, month: 3, day: 14, hour: 19, minute: 0 },
      'Mars/Olympus',
    );
    expect(utc.toISOString()).toBe(at('2026-03-14T19:00:00Z'));
  });
});

describe('zoneOffsetMs', () => {
  it('gives the offset at an instant, whatever zone the process runs in', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00.500Z'), 'America/New_York')).toBe(
      -4 * 3_600_000,
    );
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Asia/Kathmandu')).toBe(345 * 60_000);
  });
});
