import { describe, expect, it } from 'vitest';
import { sceneTime } from '../../timeline.ts';
import { nonDecreasing, times } from '../motion-samples.ts';
import {
  cardUnfold,
  ENVELOPE_BEATS,
  ENVELOPE_DURATION,
  envelopeDropOffset,
  envelopeExit,
  envelopeFlapAngle,
  envelopeLetter,
  envelopeReveal,
  letterRise,
  sealPose,
} from './envelope.motion.ts';

describe('envelope motion', () => {
  it('drops the envelope in from above and lands it', () => {
    expect(envelopeDropOffset(0)).toBe(-120);
    expect(envelopeDropOffset(1)).toBeCloseTo(0, 6);
  });

  it('opens the flap from shut to wide open, never closing on the way', () => {
    expect(envelopeFlapAngle(0)).toBe(0);
    expect(envelopeFlapAngle(2.05)).toBeGreaterThan(45);
    expect(envelopeFlapAngle(2.05)).toBeLessThan(135);
    expect(envelopeFlapAngle(ENVELOPE_DURATION)).toBe(180);
    expect(nonDecreasing(times(0, ENVELOPE_DURATION).map(envelopeFlapAngle))).toBe(true);
  });

  it('pops the seal off before the flap opens', () => {
    expect(sealPose(0).opacity).toBe(1);
    expect(sealPose(1.7).opacity).toBe(0);
  });

  it('brings the letter out, the envelope away and the card in, in that order', () => {
    expect(letterRise(0)).toBeCloseTo(0, 9);
    expect(letterRise(3.6)).toBeCloseTo(1, 6);
    expect(envelopeExit(3.6)).toBe(0);
    expect(envelopeExit(ENVELOPE_DURATION)).toBe(1);
    expect(cardUnfold(3.7)).toBeCloseTo(0, 9);
    expect(cardUnfold(ENVELOPE_DURATION)).toBeCloseTo(1, 6);
  });

  it('ends with every detail and every title letter in place', () => {
    for (const beat of Object.keys(ENVELOPE_BEATS) as (keyof typeof ENVELOPE_BEATS)[]) {
      expect(envelopeReveal(ENVELOPE_DURATION, beat)).toBe(1);
    }
    for (const index of [0, 10, 59]) {
      expect(envelopeLetter(ENVELOPE_DURATION, index, 60)).toBeCloseTo(1, 6);
    }
    expect(envelopeReveal(0, 'title')).toBe(0);
  });

  it('with reduced motion, draws that final state from the first frame', () => {
    const t = sceneTime(0, ENVELOPE_DURATION, true);
    expect(envelopeFlapAngle(t)).toBe(180);
    expect(cardUnfold(t)).toBeCloseTo(1, 6);
    expect(envelopeReveal(t, 'address')).toBe(1);
  });
});
