import { describe, expect, it } from 'vitest';
import { figure, meets, verdict } from './figures.ts';

describe('figure', () => {
  it('takes the lowest run as the worst where higher is better, and reads an each-run goal on it', () => {
    const scores = [97, 94, 99, 96, 98];
    expect(figure(scores, 'higher', { limit: 95, on: 'worst' })).toEqual({
      worst: 94,
      median: 97,
      met: false,
    });
    // The same runs meet the limit on their median.
    expect(figure(scores, 'higher', { limit: 95, on: 'median' }).met).toBe(true);
  });

  it('takes the highest run as the worst where lower is better', () => {
    const tbt = [120, 180, 90];
    expect(figure(tbt, 'lower', { limit: 150, on: 'worst' })).toEqual({
      worst: 180,
      median: 120,
      met: false,
    });
    expect(figure(tbt, 'lower', { limit: 150, on: 'median' }).met).toBe(true);
  });

  it('has no verdict without a goal, and refuses no runs at all', () => {
    expect(figure([0.01], 'lower').met).toBeUndefined();
    expect(() => figure([], 'lower')).toThrow(/at least one run/);
  });
});

describe('meets', () => {
  it('counts the limit itself as met, on either side', () => {
    expect(meets(90, 'higher', 90)).toBe(true);
    expect(meets(89, 'higher', 90)).toBe(false);
    expect(meets(200, 'lower', 200)).toBe(true);
    expect(meets(201, 'lower', 200)).toBe(false);
  });
});

describe('verdict', () => {
  it('names the side, the limit as printed, what it is read on, and the answer', () => {
    expect(verdict('higher', { limit: 95, on: 'worst' }, true)).toBe('≥ 95 each run YES');
    expect(verdict('lower', { limit: 61_440, on: 'median' }, false, (b) => b / 1024)).toBe(
      '≤ 60 median NO',
    );
    expect(verdict('lower', undefined, undefined)).toBe('–');
  });
});
