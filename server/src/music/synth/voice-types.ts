import type { Wave } from './dsp.ts';

/** Seconds for each stage; `sustain` is a level (0–1); decay and release are times to fall 60 dB. */
export interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

/** Oscillators (sine … pulse) through an optional resonant low-pass: leads, pads, brass, basses. */
export interface OscVoice {
  kind: 'osc';
  /** `ratio` is a multiple of the note's frequency (organ drawbars); `cents` detunes (ensembles). */
  waves: readonly { wave: Wave; gain: number; ratio?: number; cents?: number }[];
  env: Envelope;
  /** Cut-off as a multiple of the note's frequency, opened by `envAmount` × frequency at the start. */
  filter?: { cutoff: number; q?: number; envAmount?: number; envDecay?: number; maxHz?: number };
  vibrato?: { rate: number; cents: number; delay: number };
  tremolo?: { rate: number; depth: number };
  /** Breath noise, for flutes and whistles. */
  breath?: number;
}

/** Decaying sine partials (modal synthesis): mallets, bells, music box, piano. */
export interface ModalVoice {
  kind: 'modal';
  partials: readonly { ratio: number; gain: number; decay: number }[];
  attack: number;
  /** How long the note rings after its key is let go (a piano's damper, a bell's none). */
  release: number;
  tremolo?: { rate: number; depth: number };
  /** A mallet's knock: a very short noise burst. */
  click?: number;
}

/** Two-operator FM: electric piano, soft bells. */
export interface FmVoice {
  kind: 'fm';
  ratio: number;
  index: number;
  indexDecay: number;
  env: Envelope;
  tremolo?: { rate: number; depth: number };
}

/** Karplus–Strong plucked string: harp, guitar, banjo, pizzicato, upright bass. */
export interface PluckVoice {
  kind: 'pluck';
  /** 0 (dull thump) – 1 (bright twang). */
  brightness: number;
  /** Seconds for the string to fall 60 dB. */
  ring: number;
  /** Seconds to fall 60 dB once the note is let go. */
  release: number;
}

export type Voice = (OscVoice | ModalVoice | FmVoice | PluckVoice) & {
  /** Level that evens out loudness between instruments. */
  gain: number;
};
