import { describe, expect, it } from 'vitest';
import { loopDistance, videoTimeAt } from './video-sync.ts';

describe('host video in step with the clock', () => {
  it('stays at its first frame until its start, then loops', () => {
    expect(videoTimeAt(2, 5, 10)).toBe(0);
    expect(videoTimeAt(8, 5, 10)).toBe(3);
    expect(videoTimeAt(17, 5, 10)).toBe(2);
  });

  it('plays on without looping while its length is unknown', () => {
    expect(videoTimeAt(17, 5, Number.NaN)).toBe(12);
  });

  it('measures drift the short way round the loop', () => {
    expect(loopDistance(9.9, 0.1, 10)).toBeCloseTo(0.2, 6);
    expect(loopDistance(3, 5, 10)).toBe(2);
  });
});
