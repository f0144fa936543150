import { describe, expect, it } from 'vitest';
import { eventWhen } from './event-when.ts';

describe('eventWhen', () => {
  it('writes the whole day and the 12-hour hours', () => {
    expect(eventWhen({ eventDate: '2026-03-14', startTime: '14:00', endTime: '17:30' })).toEqual({
      date: 'Saturday, March 14, 2026',
      time: '2:00 PM – 5:30 PM',
    });
  });

  it('keeps the calendar day in any time zone (tests run in Asia/Kathmandu)', () => {
    expect(eventWhen({ eventDate: '2026-01-01', startTime: '00:00', endTime: null })).toEqual({
      date: 'Thursday, January 1, 2026',
      time: '12:00 AM',
    });
  });

  it("says 'No date' without one, and shows no hours then", () => {
    expect(eventWhen({ eventDate: null, startTime: '14:00', endTime: null })).toEqual({
      date: 'No date',
      time: null,
    });
  });
});
