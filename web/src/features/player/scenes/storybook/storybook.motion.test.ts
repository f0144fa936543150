import { describe, expect, it } from 'vitest';
import { sceneTime } from '../../timeline.ts';
import { nonDecreasing, times } from '../motion-samples.ts';
import {
  bookRise,
  coverAngle,
  coverOpacity,
  inkLayers,
  paintWindow,
  STORYBOOK_BEATS,
  STORYBOOK_DURATION,
  storybookReveal,
} from './storybook.motion.ts';

describe('storybook motion', () => {
  it('raises the book into place', () => {
    expect(bookRise(0)).toBe(0);
    expect(bookRise(0.9)).toBe(1);
  });

  it('swings the cover open without ever swinging back, then lets it fade', () => {
    expect(coverAngle(0)).toBe(0);
    expect(coverAngle(STORYBOOK_DURATION)).toBe(160);
    expect(nonDecreasing(times(0, STORYBOOK_DURATION).map(coverAngle))).toBe(true);
    expect(coverOpacity(0)).toBe(1);
    expect(coverOpacity(STORYBOOK_DURATION)).toBe(0);
  });

  it('inks the title from blurred to sharp', () => {
    expect(inkLayers(0)).toEqual({ sharp: 0, blurred: 0 });
    expect(inkLayers(STORYBOOK_DURATION)).toEqual({ sharp: 1, blurred: 0 });
    // Early on, the blurred copy outshines the sharp one.
    const middle = inkLayers(STORYBOOK_BEATS.title + 0.1);
    expect(middle.blurred).toBeGreaterThan(middle.sharp);
    expect(middle.sharp).toBeGreaterThan(0);
    expect(nonDecreasing(times(0, STORYBOOK_DURATION).map((t) => inkLayers(t).sharp))).toBe(true);
  });

  it('paints the pictures in, a circle growing to fill the frame', () => {
    expect(paintWindow(0, 'photo')).toBe(0);
    expect(paintWindow(STORYBOOK_DURATION, 'photo')).toBe(1);
    expect(nonDecreasing(times(7, 10).map((t) => paintWindow(t, 'photo')))).toBe(true);
  });

  it('ends with every detail shown, also with reduced motion from the first frame', () => {
    const t = sceneTime(0, STORYBOOK_DURATION, true);
    for (const beat of Object.keys(STORYBOOK_BEATS) as (keyof typeof STORYBOOK_BEATS)[]) {
      expect(storybookReveal(t, beat)).toBe(1);
    }
  });
});
