import { GALOP } from '../styles/folk-styles.ts';
import { SWING } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Ice cream: an ice-cream-truck galop and a sprinkle of swing. */
export const ICE_CREAM_TRACKS: readonly TrackSpec[] = [
  {
    id: 'ice-cream-1',
    name: 'Sundae Funday',
    style: GALOP,
    tweak: {
      instruments: { lead: 'music-box', harmony: 'glockenspiel' },
      leadOctave: 12,
      leadDouble: 'octave-down',
    },
    bpm: 132,
    key: 'F',
    seed: 2517,
  },
  {
    id: 'ice-cream-2',
    name: 'Sprinkle Swing',
    style: SWING,
    tweak: { instruments: { lead: 'clarinet', harmony: 'vibes' }, leadDouble: 'octave-up' },
    bpm: 126,
    key: 'Eb',
    seed: 2554,
  },
];
