import { describe, expect, it } from 'vitest';
import { changeNote } from './change-note.ts';

const before = {
  eventDate: '2030-03-14',
  startTime: '19:00',
  endTime: '21:30',
  location: '12 Main St, Springfield',
};

describe('changeNote', () => {
  it('says nothing when the date, time and place stayed', () => {
    expect(changeNote(before, { ...before })).toBeNull();
  });

  it('writes the new date with its times', () => {
    expect(changeNote(before, { ...before, eventDate: '2030-03-16' })).toBe(
      'Heads up: the party details changed.\nNew date: Saturday, March 16, 2030 · 7:00 PM – 9:30 PM.',
    );
  });

  it('writes a new time, a new date and time, and a new place', () => {
    expect(changeNote(before, { ...before, startTime: '18:00', endTime: null })).toBe(
      'Heads up: the party details changed.\nNew time: Thursday, March 14, 2030 · 6:00 PM.',
    );
    expect(
      changeNote(before, {
        eventDate: '2030-03-15',
        startTime: '17:00',
        endTime: '20:00',
        location: 'The lido',
      }),
    ).toBe(
      'Heads up: the party details changed.\nNew date and time: Friday, March 15, 2030 · 5:00 PM – 8:00 PM.\nNew place: The lido.',
    );
  });

  it('says a removed place or date is to be announced', () => {
    expect(changeNote(before, { ...before, location: null })).toBe(
      'Heads up: the party details changed.\nThe place is to be announced.',
    );
    expect(changeNote(before, { ...before, eventDate: null })).toBe(
      'Heads up: the party details changed.\nNew date: date to be announced · 7:00 PM – 9:30 PM.',
    );
  });
});
