import { describe, expect, it } from 'vitest';
import { sceneTime } from '../../timeline.ts';
import {
  BURST_AT,
  burstRing,
  COUNTDOWN_BEATS,
  COUNTDOWN_DURATION,
  countdownNumber,
  countdownReveal,
  countdownVeil,
  flapGlyph,
  ringRemaining,
  ringTurns,
  TICK,
  titleSlam,
} from './countdown.motion.ts';

describe('countdown motion', () => {
  it('counts 3, 2, 1, then nothing', () => {
    expect(countdownNumber(0)).toBe(3);
    expect(countdownNumber(TICK + 0.1)).toBe(2);
    expect(countdownNumber(2 * TICK + 0.1)).toBe(1);
    expect(countdownNumber(BURST_AT)).toBeNull();
  });

  it('runs the ring out over each number', () => {
    expect(ringRemaining(0)).toBe(1);
    expect(ringRemaining(TICK / 2)).toBeCloseTo(0.5, 6);
    expect(ringRemaining(BURST_AT)).toBe(0);
  });

  it('turns the two half-rings to show the arc left: the right half first, then the left', () => {
    expect(ringTurns(0)).toEqual({ sweep: 360, right: 180, left: 180 });
    const quarter = ringTurns(TICK * 0.75);
    expect(quarter.sweep).toBeCloseTo(90, 6);
    expect(quarter.right).toBeCloseTo(90, 6);
    expect(quarter.left).toBe(0);
    const most = ringTurns(TICK * 0.25);
    expect(most.right).toBe(180);
    expect(most.left).toBeCloseTo(90, 6);
    expect(ringTurns(BURST_AT)).toEqual({ sweep: 0, right: 0, left: 0 });
  });

  it('lifts the veil and flashes the burst ring once', () => {
    expect(countdownVeil(0)).toBeGreaterThan(0.5);
    expect(countdownVeil(COUNTDOWN_DURATION)).toBe(0);
    expect(burstRing(BURST_AT + 0.3).opacity).toBeGreaterThan(0);
    expect(burstRing(COUNTDOWN_DURATION).opacity).toBe(0);
  });

  it('slams the title down to its size', () => {
    expect(titleSlam(0).opacity).toBe(0);
    expect(titleSlam(COUNTDOWN_DURATION)).toEqual({ scale: 1, opacity: 1 });
  });

  it('clatters the flip board, then settles every tile on its own character', () => {
    const date = 'SATURDAY, MARCH 14TH';
    const during = [...date]
      .map((c, i) => flapGlyph(c, i, date.length, COUNTDOWN_BEATS.board + 0.1))
      .join('');
    expect(during).not.toBe(date);
    const after = [...date]
      .map((c, i) => flapGlyph(c, i, date.length, COUNTDOWN_DURATION))
      .join('');
    expect(after).toBe(date);
    expect(flapGlyph(',', 8, date.length, COUNTDOWN_BEATS.board + 0.1)).toBe(',');
  });

  it('ends with every detail shown, also with reduced motion from the first frame', () => {
    const t = sceneTime(0, COUNTDOWN_DURATION, true);
    for (const beat of Object.keys(COUNTDOWN_BEATS) as (keyof typeof COUNTDOWN_BEATS)[]) {
      expect(countdownReveal(t, beat)).toBe(1);
    }
    expect(countdownNumber(t)).toBeNull();
  });
});
