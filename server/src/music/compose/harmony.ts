import { type Chord, chordClasses, parseProgression } from './theory.ts';

/** A chord sounding from `start` to `end` (in beats from the top of the track). */
export interface ChordSpan {
  start: number;
  end: number;
  chord: Chord;
}

/** Lays a progression ('I | vi | ii7 V7 | I') out in time from beat `start`. */
export function layOut(progression: string, start: number, beatsPerBar: number): ChordSpan[] {
  const spans: ChordSpan[] = [];
  parseProgression(progression).forEach((bar, index) => {
    const share = beatsPerBar / bar.length;
    bar.forEach((chord, k) => {
      const from = start + index * beatsPerBar + k * share;
      spans.push({ start: from, end: from + share, chord });
    });
  });
  return spans;
}

/** The chord sounding at `beat` (the last one before it, if `beat` is past the end). */
export function chordAt(spans: readonly ChordSpan[], beat: number): Chord {
  let found = spans[0];
  for (const span of spans) if (span.start <= beat + 1e-9) found = span;
  if (!found) throw new Error('no chords');
  return found.chord;
}

/** The chord's pitch classes relative to the tonic, for membership tests. */
export function classesAt(spans: readonly ChordSpan[], beat: number): number[] {
  return chordClasses(chordAt(spans, beat));
}

/** A close voicing of `chord` around `centre`: every tone within the octave around it. */
export function voice(chord: Chord, tonic: number, centre: number): number[] {
  return chordClasses(chord)
    .map((pc) => {
      const low = centre - 6;
      const offset = (((tonic + pc - low) % 12) + 12) % 12;
      return low + offset;
    })
    .sort((a, b) => a - b);
}
