import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeLoad, startLoadSampler, summarizeLoad } from './load-sampler.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startLoadSampler', () => {
  it('samples at once and then each interval until stopped, and stops sampling', () => {
    vi.useFakeTimers();
    const loads = [0.5, 2.5, 1.5, 3.5];
    let next = 0;
    const sampler = startLoadSampler(() => loads[next++] ?? 99, 1000);
    vi.advanceTimersByTime(2500);
    expect(sampler.stop()).toEqual({ samples: 3, min: 0.5, median: 1.5, max: 2.5 });
    vi.advanceTimersByTime(5000);
    expect(next).toBe(3);
  });
});

describe('describeLoad', () => {
  it('prints min, median and max with the number of samples', () => {
    expect(describeLoad(summarizeLoad([1, 0.25, 3.04]))).toBe(
      'load 0.3–1.0–3.0 (min–median–max of 3 samples, 1-minute average each second)',
    );
  });
});
