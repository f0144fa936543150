/**
 * Just enough music theory to write arrangements as data: keys, scales and chord symbols.
 * Pitches are MIDI note numbers (60 = middle C); pitch classes are 0–11 (0 = C).
 */

export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  /** Freygish (Ahava Rabbah, Phrygian dominant): the klezmer sound. */
  freygish: [0, 1, 4, 5, 7, 8, 10],
  majorPentatonic: [0, 2, 4, 7, 9],
  minorPentatonic: [0, 3, 5, 7, 10],
} as const satisfies Record<string, readonly number[]>;

export type ScaleName = keyof typeof SCALES;

const NOTE_CLASSES = {
  C: 0,
  'C#': 1,
  Db: 1,
  D: 2,
  'D#': 3,
  Eb: 3,
  E: 4,
  F: 5,
  'F#': 6,
  Gb: 6,
  G: 7,
  'G#': 8,
  Ab: 8,
  A: 9,
  'A#': 10,
  Bb: 10,
  B: 11,
} as const;

export type NoteName = keyof typeof NOTE_CLASSES;

export function pitchClass(note: NoteName): number {
  return NOTE_CLASSES[note];
}

export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** A chord relative to the key: its root in semitones above the tonic and its intervals. */
export interface Chord {
  root: number;
  intervals: readonly number[];
}

const NUMERALS = ['VII', 'III', 'VI', 'IV', 'II', 'V', 'I'] as const;
const NUMERAL_SEMITONES: Record<(typeof NUMERALS)[number], number> = {
  I: 0,
  II: 2,
  III: 4,
  IV: 5,
  V: 7,
  VI: 9,
  VII: 11,
};

const SUFFIXES: Record<string, { major: readonly number[]; minor: readonly number[] }> = {
  '': { major: [0, 4, 7], minor: [0, 3, 7] },
  '7': { major: [0, 4, 7, 10], minor: [0, 3, 7, 10] },
  maj7: { major: [0, 4, 7, 11], minor: [0, 3, 7, 11] },
  '6': { major: [0, 4, 7, 9], minor: [0, 3, 7, 9] },
  add9: { major: [0, 4, 7, 14], minor: [0, 3, 7, 14] },
  sus4: { major: [0, 5, 7], minor: [0, 5, 7] },
  sus2: { major: [0, 2, 7], minor: [0, 2, 7] },
  dim: { major: [0, 3, 6], minor: [0, 3, 6] },
  dim7: { major: [0, 3, 6, 9], minor: [0, 3, 6, 9] },
  '+': { major: [0, 4, 8], minor: [0, 4, 8] },
};

/**
 * Parses a Roman-numeral chord symbol relative to the key: upper case is major, lower case minor,
 * a 'b' or '#' prefix alters the root (bVII, #iv), and a suffix adds colour (V7, ii7, Imaj7, vii dim,
 * IV6, Isus4, I+). Roots are measured on the major scale, so a minor key writes i, bIII, bVI, bVII.
 */
export function parseChord(symbol: string): Chord {
  const match = /^([b#]?)([ivIV]+)(.*)$/.exec(symbol);
  const numeral = match?.[2]?.toUpperCase();
  const suffix = SUFFIXES[match?.[3] ?? ''];
  if (!match || !numeral || !(numeral in NUMERAL_SEMITONES) || !suffix) {
    throw new Error(`Unknown chord symbol '${symbol}'`);
  }
  const accidental = match[1] === 'b' ? -1 : match[1] === '#' ? 1 : 0;
  const isMinor = match[2] === match[2]?.toLowerCase();
  const root = NUMERAL_SEMITONES[numeral as keyof typeof NUMERAL_SEMITONES] + accidental;
  return { root: (root + 12) % 12, intervals: isMinor ? suffix.minor : suffix.major };
}

/** A bar's chords: 'I', or 'ii7 V7' for two chords sharing the bar equally. */
export type BarChords = string;

/** Parses 'I | vi | ii7 V7 | I' into bars of chords. */
export function parseProgression(progression: string): Chord[][] {
  return progression.split('|').map((bar) => bar.trim().split(/\s+/).map(parseChord));
}

/** The chord's pitch classes, relative to the key's tonic. */
export function chordClasses(chord: Chord): number[] {
  return chord.intervals.map((i) => (chord.root + i) % 12);
}

/** Maps scale degrees (0 = tonic, 7 = tonic an octave up in a 7-note scale) to MIDI and back. */
export class ScaleMap {
  constructor(
    readonly tonic: number,
    readonly steps: readonly number[],
  ) {}

  toMidi(degree: number): number {
    const n = this.steps.length;
    const octave = Math.floor(degree / n);
    const step = this.steps[degree - octave * n] ?? 0;
    return this.tonic + octave * 12 + step;
  }

  /** The scale degree whose pitch is nearest to `midi` (below it on a tie). */
  nearestDegree(midi: number): number {
    const n = this.steps.length;
    let degree = Math.floor(((midi - this.tonic) / 12) * n) - 1;
    while (this.toMidi(degree) > midi) degree--;
    while (this.toMidi(degree + 1) <= midi) degree++;
    const below = this.toMidi(degree);
    const above = this.toMidi(degree + 1);
    return midi - below <= above - midi ? degree : degree + 1;
  }

  get size(): number {
    return this.steps.length;
  }
}

/** The pitch nearest to `target` whose class (relative to `tonic`) is one of `classes`. */
export function nearestInClasses(
  target: number,
  tonic: number,
  classes: readonly number[],
  preferUp = false,
): number {
  for (let distance = 0; distance <= 6; distance++) {
    const order = preferUp ? [distance, -distance] : [-distance, distance];
    for (const offset of order) {
      const pitch = target + offset;
      if (classes.includes((((pitch - tonic) % 12) + 12) % 12)) return pitch;
    }
  }
  return target;
}
