import { describe, expect, it } from 'vitest';
import { sceneTime } from '../../timeline.ts';
import { nonDecreasing, times } from '../motion-samples.ts';
import {
  badgePop,
  POSTER_BEATS,
  POSTER_DURATION,
  posterDropOffset,
  posterLetter,
  posterRaysTurn,
  posterReveal,
  posterSwing,
  stampPose,
} from './poster.motion.ts';

describe('poster motion', () => {
  it('drops the poster from above onto the wall', () => {
    expect(posterDropOffset(0)).toBe(-130);
    expect(posterDropOffset(1.1)).toBeCloseTo(0, 6);
  });

  it('swings after landing and comes to rest at a slight tilt', () => {
    expect(Math.abs(posterSwing(1.4) + 1.5)).toBeGreaterThan(0.5);
    expect(posterSwing(POSTER_DURATION)).toBeCloseTo(-1.5, 6);
  });

  it('turns the sunburst ever slower, to a stop', () => {
    const turns = times(0, POSTER_DURATION).map(posterRaysTurn);
    expect(nonDecreasing(turns)).toBe(true);
    expect(posterRaysTurn(POSTER_DURATION)).toBe(posterRaysTurn(POSTER_DURATION + 5));
  });

  it('lands the title letters one after another', () => {
    const t = POSTER_BEATS.title + 0.3;
    expect(posterLetter(t, 0, 20)).toBeGreaterThan(posterLetter(t, 10, 20));
    expect(posterLetter(POSTER_DURATION, 19, 20)).toBeCloseTo(1, 6);
  });

  it('slams the stamp down to its size', () => {
    expect(stampPose(0).opacity).toBe(0);
    expect(stampPose(POSTER_DURATION)).toEqual({ scale: 1, opacity: 1 });
  });

  it('ends with every detail shown, also with reduced motion from the first frame', () => {
    const t = sceneTime(0, POSTER_DURATION, true);
    for (const beat of Object.keys(POSTER_BEATS) as (keyof typeof POSTER_BEATS)[]) {
      expect(posterReveal(t, beat)).toBe(1);
    }
    expect(badgePop(t, 'photo')).toBeCloseTo(1, 6);
    expect(posterReveal(0, 'date')).toBe(0);
  });
});
