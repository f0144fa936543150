import type { Style, StyleTweak } from './compose/style.ts';
import type { NoteName } from './compose/theory.ts';

/**
 * A track as data: a style (the genre), what this track changes about it, and the few numbers that
 * make it itself. `arrange` turns it into notes; the synthesizer turns those into sound.
 */
export interface TrackSpec {
  /** Stable: events store it. '<theme>-<n>'. */
  id: string;
  name: string;
  style: Style;
  tweak?: StyleTweak;
  /** Quarter notes a minute (dotted quarters in 6/8). */
  bpm: number;
  key: NoteName;
  /** Seeds the melody generator: another seed, another tune. */
  seed: number;
}
