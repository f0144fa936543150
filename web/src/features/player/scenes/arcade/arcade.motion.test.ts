import { describe, expect, it } from 'vitest';
import { sceneTime } from '../../timeline.ts';
import { nonDecreasing, times } from '../motion-samples.ts';
import {
  ARCADE_BEATS,
  ARCADE_DURATION,
  arcadeReveal,
  coinDrop,
  crtPowerOn,
  heroPose,
  insertCoinVisible,
  introOpacity,
  loadingBlocks,
  pressStartVisible,
  scoreAt,
  scoreText,
  steppedPop,
} from './arcade.motion.ts';

describe('arcade motion', () => {
  it('switches the screen on from a thin line to the full picture', () => {
    expect(crtPowerOn(0).scaleY).toBeLessThan(0.01);
    expect(crtPowerOn(ARCADE_DURATION)).toEqual({ scaleX: 1, scaleY: 1, flash: 0 });
  });

  it('blinks INSERT COIN, drops the coin and fills the loading bar', () => {
    const blinks = times(ARCADE_BEATS.coin, ARCADE_BEATS.ready - 0.01, 20).map(insertCoinVisible);
    expect(blinks).toContain(true);
    expect(blinks).toContain(false);
    expect(coinDrop(0)).toBe(0);
    expect(coinDrop(ARCADE_BEATS.ready)).toBe(1);
    expect(loadingBlocks(ARCADE_BEATS.loading)).toBe(0);
    expect(loadingBlocks(ARCADE_BEATS.content)).toBe(12);
    expect(nonDecreasing(times(0, ARCADE_DURATION).map((t) => loadingBlocks(t)))).toBe(true);
  });

  it('counts the score up, never down, to its top', () => {
    const scores = times(0, ARCADE_DURATION).map(scoreAt);
    expect(nonDecreasing(scores)).toBe(true);
    expect(scoreAt(ARCADE_DURATION)).toBe(99_950);
  });

  it('shows the score with its digits grouped as en-US does', () => {
    const format = new Intl.NumberFormat('en-US');
    for (const t of times(0, ARCADE_DURATION)) expect(scoreText(t)).toBe(format.format(scoreAt(t)));
    expect(scoreText(ARCADE_DURATION)).toBe('99,950');
  });

  it('pops the title in whole steps', () => {
    const steps = new Set(
      times(ARCADE_BEATS.title, ARCADE_BEATS.title + 0.5, 50).map((t) => steppedPop(t, 'title')),
    );
    expect([...steps].every((s) => Number.isInteger(s * 5))).toBe(true);
  });

  it('walks the hero across and stands it still at the end', () => {
    expect(heroPose(0).x).toBe(-10);
    expect(heroPose(ARCADE_DURATION)).toEqual({ x: 82, stride: 0, jump: 0 });
  });

  it('ends on a steady screen with every detail, also with reduced motion from the first frame', () => {
    const t = sceneTime(0, ARCADE_DURATION, true);
    expect(introOpacity(t)).toBe(0);
    expect(pressStartVisible(t)).toBe(true);
    for (const beat of Object.keys(ARCADE_BEATS) as (keyof typeof ARCADE_BEATS)[]) {
      expect(arcadeReveal(t, beat)).toBe(1);
    }
  });
});
