import { describe, expect, it } from 'vitest';
import { eventStart, reminderTimes, upcomingReminders } from './reminder-schedule.ts';

const base = {
  eventDate: '2026-03-14',
  startTime: '14:00',
  timeZone: 'America/New_York',
  reminderNoResponse: '',
  reminderAll: '',
};
const times = (event: Partial<typeof base>) =>
  reminderTimes({ ...base, ...event }).map((r) => [r.kind, r.setting, r.fireAt.toISOString()]);

describe('reminderTimes', () => {
  it('is the same wall-clock time N days before, across a DST change in between', () => {
    // New York moves to daylight time on 2026-03-08: the party is at 18:00 UTC, a week before
    // at 14:00 local is 19:00 UTC.
    expect(eventStart(base)?.toISOString()).toBe('2026-03-14T18:00:00.000Z');
    expect(times({ reminderNoResponse: '1w', reminderAll: '1d' })).toEqual([
      ['no-response', '1w', '2026-03-07T19:00:00.000Z'],
      ['all', '1d', '2026-03-13T18:00:00.000Z'],
    ]);
    expect(times({ reminderNoResponse: '2w' })).toEqual([
      ['no-response', '2w', '2026-02-28T19:00:00.000Z'],
    ]);
  });

  it('works in a zone 5:45 ahead of UTC (Asia/Kathmandu)', () => {
    const kathmandu = { eventDate: '2026-12-25', startTime: '18:30', timeZone: 'Asia/Kathmandu' };
    expect(times({ ...kathmandu, reminderNoResponse: '3d', reminderAll: '1d' })).toEqual([
      ['no-response', '3d', '2026-12-22T12:45:00.000Z'],
      ['all', '1d', '2026-12-24T12:45:00.000Z'],
    ]);
  });

  it('reminds on the day at 08:00, or two hours before an early start', () => {
    expect(times({ reminderAll: '0d' })).toEqual([['all', '0d', '2026-03-14T12:00:00.000Z']]);
    expect(times({ reminderAll: '0d', startTime: '09:00' })).toEqual([
      ['all', '0d', '2026-03-14T11:00:00.000Z'],
    ]);
    // No start time: the event is at 00:00 (docs/product.md, Limits and validation), so the
    // reminder is the evening before.
    expect(times({ reminderAll: '0d', startTime: null as never })).toEqual([
      ['all', '0d', '2026-03-14T02:00:00.000Z'],
    ]);
  });

  it('reads a missing start time as 00:00', () => {
    expect(times({ startTime: null as never, reminderNoResponse: '1d' })).toEqual([
      ['no-response', '1d', '2026-03-13T04:00:00.000Z'],
    ]);
  });

  it('has none when the settings are off, or without a date or a known zone', () => {
    expect(times({})).toEqual([]);
    expect(times({ eventDate: null as never, reminderAll: '1d' })).toEqual([]);
    expect(times({ timeZone: 'Mars/Olympus_Mons', reminderAll: '1d' })).toEqual([]);
    expect(times({ reminderAll: '5y' })).toEqual([]);
  });
});

describe('upcomingReminders', () => {
  it('keeps only those still ahead, soonest first', () => {
    const event = { ...base, reminderNoResponse: '1w', reminderAll: '1d' };
    const at = (iso: string) => upcomingReminders(event, new Date(iso)).map((r) => r.setting);
    expect(at('2026-03-01T00:00:00Z')).toEqual(['1w', '1d']);
    expect(at('2026-03-10T00:00:00Z')).toEqual(['1d']);
    expect(at('2026-03-14T00:00:00Z')).toEqual([]);
  });
});
