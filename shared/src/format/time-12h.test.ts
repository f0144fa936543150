import { describe, expect, it } from 'vitest';
import { formatTime12h } from './time-12h.ts';

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['01:05', '1:05 AM'],
    ['09:00', '9:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:00', '1:00 PM'],
    ['14:05', '2:05 PM'],
    ['23:59', '11:59 PM'],
    ['9:15', '9:15 AM'],
    ['14:05:00', '2:05 PM'],
    ['00:00:59', '12:00 AM'],
    [' 18:45 ', '6:45 PM'],
  ])('%j → %j', (input, shown) => {
    expect(formatTime12h(input)).toBe(shown);
  });

  it.each([
    ['hours above 23', '24:00'],
    ['hours far above 23', '99:15'],
    ['minutes above 59', '12:60'],
    ['both out of range', '25:75'],
    ['seconds above 59', '10:00:60'],
  ])('shows %s as given (%j)', (_, input) => {
    expect(formatTime12h(input)).toBe(input);
  });

  it.each(['noon', '', '1400', '14:5', '14:05 PM', '-1:00', '14:05:00:00'])(
    'shows the unparseable %j as given',
    (input) => {
      expect(formatTime12h(input)).toBe(input);
    },
  );

  it('shows nothing for a missing time', () => {
    expect(formatTime12h(null)).toBe('');
    expect(formatTime12h(undefined)).toBe('');
  });
});
