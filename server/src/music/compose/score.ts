import type { InstrumentName } from '../synth/instruments.ts';
import type { DrumName } from '../synth/percussion.ts';

/** The parts of an arrangement; the mixer gives each its own level and reverb send. */
export type Part = 'lead' | 'harmony' | 'comp' | 'arp' | 'bass';

/** One pitched note, in seconds: what the synthesizer plays. */
export interface NoteEvent {
  part: Part;
  instrument: InstrumentName;
  /** Seconds from the start of the track. */
  start: number;
  /** Seconds the key is held; the instrument's release rings on after it. */
  gate: number;
  midi: number;
  /** 0–1. */
  velocity: number;
}

export interface DrumEvent {
  drum: DrumName;
  start: number;
  velocity: number;
}

/** A fully arranged track: notes and drum hits in seconds, ready to render. */
export interface Score {
  notes: NoteEvent[];
  drums: DrumEvent[];
  /** Total length in seconds, the ending's ring-out included. */
  duration: number;
  /** Reverb room size and wet level, 0–1. */
  reverb: { size: number; mix: number };
}
