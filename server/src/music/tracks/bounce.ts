import { BOUNCY_POP, FUNK } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Bounce: bouncy pop and a springy funk. */
export const BOUNCE_TRACKS: readonly TrackSpec[] = [
  { id: 'bounce-1', name: 'Bounce House Bop', style: BOUNCY_POP, bpm: 128, key: 'D', seed: 1555 },
  {
    id: 'bounce-2',
    name: 'Boing Boing Boogie',
    style: FUNK,
    tweak: {
      scale: 'mixolydian',
      progression: { a: 'I7 | IV7 | I7 | V7', a2: 'I7 | IV7 | V7 | I7', b: 'IV7 | IV7 | I7 | V7' },
      instruments: { lead: 'synth-pluck' },
    },
    bpm: 112,
    key: 'E',
    seed: 1592,
  },
];
