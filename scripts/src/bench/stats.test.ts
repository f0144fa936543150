import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(summarize([3, 1, 2])).toMatchObject({ n: 3, p50: 2, max: 3 });
  });
});
