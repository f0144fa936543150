import { describe, expect, it } from 'vitest';
import { sceneTime } from '../../timeline.ts';
import { nonDecreasing, times } from '../motion-samples.ts';
import {
  bulbsLit,
  curtainOpen,
  curtainScale,
  SPOTLIGHT_BEATS,
  SPOTLIGHT_DURATION,
  spotAngle,
  spotlightReveal,
  spotOpacity,
  titleSpread,
  titleTracking,
} from './spotlight.motion.ts';

describe('spotlight motion', () => {
  it('parts the curtains steadily and ties them back at the sides', () => {
    expect(curtainScale(0)).toBe(1);
    expect(nonDecreasing(times(0, SPOTLIGHT_DURATION).map(curtainOpen))).toBe(true);
    expect(curtainScale(SPOTLIGHT_DURATION)).toBeCloseTo(0.16, 6);
  });

  it('sweeps the spotlights, then rests them on the middle, mirrored', () => {
    expect(spotOpacity(0)).toBe(0);
    const swept = times(SPOTLIGHT_BEATS.lights, SPOTLIGHT_BEATS.title, 20).map((t) =>
      spotAngle(t, -1),
    );
    expect(Math.max(...swept) - Math.min(...swept)).toBeGreaterThan(10);
    expect(spotAngle(SPOTLIGHT_DURATION, -1)).toBeCloseTo(-36, 6);
    expect(spotAngle(SPOTLIGHT_DURATION, 1)).toBeCloseTo(36, 6);
  });

  it('draws the title letters together as it glows on', () => {
    expect(titleTracking(0)).toBeCloseTo(0.6, 6);
    expect(titleTracking(SPOTLIGHT_DURATION)).toBeCloseTo(0.02, 6);
    // The letters spread about each word's middle by the extra spacing, and rest in place.
    expect(titleSpread(0, 0, 5)).toBeCloseTo(-2 * 0.58, 6);
    expect(titleSpread(0, 2, 5)).toBe(0);
    expect(titleSpread(0, 4, 5)).toBeCloseTo(2 * 0.58, 6);
    expect(titleSpread(SPOTLIGHT_DURATION, 0, 5)).toBeCloseTo(0, 6);
  });

  it('chases the marquee bulbs, then lights them all for the rest', () => {
    const mid = bulbsLit(SPOTLIGHT_BEATS.marquee + 1);
    expect(mid.even).not.toBe(mid.odd);
    expect(bulbsLit(SPOTLIGHT_DURATION)).toEqual({ even: true, odd: true });
  });

  it('ends with every detail shown, also with reduced motion from the first frame', () => {
    const t = sceneTime(0, SPOTLIGHT_DURATION, true);
    for (const beat of Object.keys(SPOTLIGHT_BEATS) as (keyof typeof SPOTLIGHT_BEATS)[]) {
      expect(spotlightReveal(t, beat)).toBe(1);
    }
  });
});
