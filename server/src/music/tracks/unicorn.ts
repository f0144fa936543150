import { LULLABY } from '../styles/classical-styles.ts';
import { JIG } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Unicorn: a music-box sparkle and a moonlit 6/8 gallop. */
export const UNICORN_TRACKS: readonly TrackSpec[] = [
  { id: 'unicorn-1', name: 'Rainbow Sparkle', style: LULLABY, bpm: 96, key: 'A', seed: 1481 },
  {
    id: 'unicorn-2',
    name: 'Moonbeam Gallop',
    style: JIG,
    tweak: {
      instruments: { lead: 'flute', comp: 'harp', harmony: 'glockenspiel' },
      leadDouble: 'octave-up',
    },
    bpm: 100,
    key: 'D',
    seed: 1518,
  },
];
