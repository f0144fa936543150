import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it.each([
    [75, '1:15'],
    [32.4, '0:32'],
    [59.6, '1:00'],
    [600, '10:00'],
    [5, '0:05'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY])('shows nothing for %s', (seconds) => {
    expect(formatDuration(seconds)).toBe('');
  });
});
