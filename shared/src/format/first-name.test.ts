import { describe, expect, it } from 'vitest';
import { firstNameForGreeting } from './first-name.ts';

describe('firstNameForGreeting', () => {
  it.each([
    ['Sam', 'Sam'],
    ['Sam Jones', 'Sam'],
    ['  Ana   María López ', 'Ana'],
    ['Mary-Jane Watson', 'Mary-Jane'],
    ["O'Neil", "O'Neil"],
    ['Dear Sam', 'Sam'],
    ['Hi Zoë!', 'Zoë'],
    ['hello, Priya Patel', 'Priya'],
    ['The Johnsons', 'Johnsons'],
    ['Allie', 'Allie'],
    ['Guestavo', 'Guestavo'],
    ['Theo', 'Theo'],
  ])('%j → %j', (name, first) => {
    expect(firstNameForGreeting(name)).toBe(first);
  });

  it.each([
    'Guest',
    'guest',
    'GUESTS',
    'Friend',
    'Friends',
    'Family',
    'Everyone',
    'All',
    'Hi',
    'Hello',
    'Dear',
    'Hey there',
    'Dear Friends',
    'Hello everyone!',
    'Friends & Family',
    'Dear Guest,',
    'Anonymous',
    "Y'all",
    '',
    '   ',
    '!!!',
  ])('blanks the generic greeting %j', (name) => {
    expect(firstNameForGreeting(name)).toBe('');
  });

  it('blanks a missing name', () => {
    expect(firstNameForGreeting(null)).toBe('');
    expect(firstNameForGreeting(undefined)).toBe('');
  });
});
