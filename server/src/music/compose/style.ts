import type { InstrumentName } from '../synth/instruments.ts';
import type { DrumName } from '../synth/percussion.ts';
import type { Cell } from './rhythm-cells.ts';
import type { ScaleName } from './theory.ts';

/** 6/8 counts in eighth notes (six beats a bar, felt in two); the others in quarter notes. */
export type Meter = '4/4' | '3/4' | '6/8';

/** One bass note of a one-bar pattern; `at` and `length` are in beats. */
export interface BassStep {
  at: number;
  length: number;
  /** Chord tones of the chord sounding at `at`; 'approach' leads into the next bar's root. */
  tone:
    | 'root'
    | 'third'
    | 'fifth'
    | 'sixth'
    | 'flat-seventh'
    | 'octave'
    | 'fifth-below'
    | 'approach';
}

/** One chord stroke of a one-bar pattern, in beats; `accent` scales its velocity. */
export interface CompHit {
  at: number;
  length: number;
  accent?: number;
}

/** A broken-chord figure: `order` indexes the chord's tones counted upwards over two octaves. */
export interface ArpPattern {
  step: number;
  order: readonly number[];
  /** Fraction of `step` each note is held. */
  gate: number;
}

/** One bar of drums: per instrument a grid such as 'x...x...' ('X' loud, 'x' normal, 'o' soft). */
export type DrumPattern = Partial<Record<DrumName, string>>;

/** A genre: everything about an arrangement except its key, tempo, name and seed. */
export interface Style {
  meter: Meter;
  /** Swing of the eighth notes: 0.5 is straight, 0.62 a lilt, 0.67 a triplet shuffle. */
  swing: number;
  scale: ScaleName;
  /** Four bars each, e.g. 'I | vi | IV | V'. `a2` ends on the tonic; `b` is the contrast. */
  progression: { a: string; a2: string; b: string };
  instruments: {
    lead: InstrumentName;
    comp: InstrumentName;
    bass: InstrumentName;
    /** Plays the broken-chord figure in the later sections, when the style has one. */
    arp?: InstrumentName;
    /** Doubles the lead in the last section; the lead itself when absent. */
    harmony?: InstrumentName;
  };
  /** Semitones to move the lead from the octave above middle C (12 for bells, −12 for tuba). */
  leadOctave: number;
  /** How the harmony part doubles the lead. */
  leadDouble?: 'octave-up' | 'octave-down' | 'third-below' | 'sixth-below';
  melody: {
    cells: readonly Cell[];
    endings: readonly Cell[];
    /** Fraction of each note's length that the key is held: 0.5 detached, 0.95 legato. */
    legato: number;
    /** How often the tune jumps rather than steps, 0–1. */
    leaps: number;
  };
  bass: readonly BassStep[] | 'walking';
  comp: readonly CompHit[];
  /** The middle of the chord voicings, as a MIDI note. */
  compCentre: number;
  /** Seconds between the notes of a strummed chord (0 for a block chord). */
  strum: number;
  arp?: ArpPattern;
  drums: { a: DrumPattern; b: DrumPattern; fill?: DrumPattern };
  /** The cymbal (or other hit) that marks each new section; null for none. */
  accent: DrumName | null;
  reverb: { size: number; mix: number };
}

/** What a single track may change about its style. */
export interface StyleTweak extends Partial<Omit<Style, 'instruments' | 'progression' | 'melody'>> {
  instruments?: Partial<Style['instruments']>;
  progression?: Partial<Style['progression']>;
  melody?: Partial<Style['melody']>;
}

export function applyTweak(style: Style, tweak: StyleTweak = {}): Style {
  return {
    ...style,
    ...tweak,
    instruments: { ...style.instruments, ...tweak.instruments },
    progression: { ...style.progression, ...tweak.progression },
    melody: { ...style.melody, ...tweak.melody },
  };
}
