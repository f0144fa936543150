import { describe, expect, it } from 'vitest';
import {
  chordClasses,
  nearestInClasses,
  parseChord,
  parseProgression,
  SCALES,
  ScaleMap,
} from './theory.ts';

describe('parseChord', () => {
  it('reads Roman numerals relative to the key', () => {
    expect(chordClasses(parseChord('I'))).toEqual([0, 4, 7]);
    expect(chordClasses(parseChord('vi'))).toEqual([9, 0, 4]);
    expect(chordClasses(parseChord('V7'))).toEqual([7, 11, 2, 5]);
    expect(chordClasses(parseChord('ii7'))).toEqual([2, 5, 9, 0]);
    expect(chordClasses(parseChord('bVII'))).toEqual([10, 2, 5]);
    expect(chordClasses(parseChord('Imaj7'))).toEqual([0, 4, 7, 11]);
    expect(chordClasses(parseChord('bII'))).toEqual([1, 5, 8]);
  });

  it('refuses a symbol it does not know', () => {
    expect(() => parseChord('X7')).toThrow(/Unknown chord/);
    expect(() => parseChord('Vsus9')).toThrow(/Unknown chord/);
  });

  it('splits a progression into bars and a bar into its chords', () => {
    const bars = parseProgression('I | ii7 V7 | I');
    expect(bars.map((bar) => bar.length)).toEqual([1, 2, 1]);
  });
});

describe('ScaleMap', () => {
  it('maps degrees to pitches across octaves and back', () => {
    const c = new ScaleMap(60, SCALES.major);
    expect([-1, 0, 2, 4, 7, 9].map((d) => c.toMidi(d))).toEqual([59, 60, 64, 67, 72, 76]);
    for (let degree = -10; degree < 20; degree++)
      expect(c.nearestDegree(c.toMidi(degree))).toBe(degree);
    expect(c.nearestDegree(61)).toBe(0);
  });

  it('works for five-note scales', () => {
    const pentatonic = new ScaleMap(62, SCALES.majorPentatonic);
    expect([0, 1, 2, 3, 4, 5].map((d) => pentatonic.toMidi(d))).toEqual([62, 64, 66, 69, 71, 74]);
  });
});

describe('nearestInClasses', () => {
  it('finds the nearest chord tone, in the preferred direction on a tie', () => {
    expect(nearestInClasses(62, 60, [0, 4, 7])).toBe(60);
    expect(nearestInClasses(62, 60, [0, 4, 7], true)).toBe(64);
    expect(nearestInClasses(66, 60, [0, 4, 7])).toBe(67);
  });
});
