import { describe, expect, it } from 'vitest';
import { waitlistCountLabel } from './waitlist-count-label.ts';

describe('waitlistCountLabel', () => {
  it.each([
    [0, 'Be the first to join — the party starts with you!'],
    [1, '1 person is waiting for launch'],
    [2, '2 people are waiting for launch'],
    [12_345, '12,345 people are waiting for launch'],
  ])('says %s as "%s"', (count, label) => {
    expect(waitlistCountLabel(count)).toBe(label);
  });

  it('says it is still counting before the first number arrives', () => {
    expect(waitlistCountLabel(undefined)).toBe('Counting the guest list…');
  });
});
