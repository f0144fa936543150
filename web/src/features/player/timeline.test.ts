import { describe, expect, it } from 'vitest';
import {
  blink,
  clamp,
  easeInOutCubic,
  easeOutBack,
  easeOutBounce,
  easeOutCubic,
  progress,
  reveal,
  sceneTime,
  settlingWave,
  typedLength,
} from './timeline.ts';

describe('timeline arithmetic', () => {
  it('progress is 0 before, 1 after and linear between', () => {
    expect(progress(0.5, 1, 3)).toBe(0);
    expect(progress(2, 1, 3)).toBe(0.5);
    expect(progress(9, 1, 3)).toBe(1);
    expect(clamp(-2)).toBe(0);
  });

  it.each([
    ['easeOutCubic', easeOutCubic],
    ['easeInOutCubic', easeInOutCubic],
    ['easeOutBack', easeOutBack],
    ['easeOutBounce', easeOutBounce],
  ])('%s starts at 0 and ends at exactly 1', (_, ease) => {
    expect(ease(0)).toBeCloseTo(0, 10);
    expect(ease(1)).toBeCloseTo(1, 10);
  });

  it('reveal waits for its start and is complete after its length', () => {
    expect(reveal(1, 2)).toBe(0);
    expect(reveal(2.3, 2, 0.6)).toBeGreaterThan(0);
    expect(reveal(2.6, 2, 0.6)).toBe(1);
  });

  it('draws the last frame when motion is reduced, whatever the clock says', () => {
    expect(sceneTime(0, 12, true)).toBe(12);
    expect(sceneTime(3, 12, false)).toBe(3);
    expect(sceneTime(40, 12, false)).toBe(12);
  });

  it('a settling wave is still by its settling time', () => {
    expect(Math.abs(settlingWave(0.25, 1, 10, 3))).toBeGreaterThan(5);
    expect(settlingWave(3, 1, 10, 3)).toBeCloseTo(0, 10);
  });

  it('types a line a character at a time and finishes it', () => {
    expect(typedLength(0, 1, 10, 10)).toBe(0);
    expect(typedLength(1.5, 1, 10, 10)).toBe(5);
    expect(typedLength(5, 1, 10, 10)).toBe(10);
  });

  it('blinks, then stays on', () => {
    expect(blink(0.5, 1, 5)).toBe(false);
    const frames = [1.1, 1.35, 1.6, 1.85].map((t) => blink(t, 1, 5, 2));
    expect(frames).toEqual([true, false, true, false]);
    expect(blink(5, 1, 5)).toBe(true);
    expect(blink(99, 1, 5)).toBe(true);
  });
});
