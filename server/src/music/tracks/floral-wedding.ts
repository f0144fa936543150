import { BAROQUE, WALTZ } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Floral wedding: a Baroque garden promenade and a petal waltz. */
export const FLORAL_WEDDING_TRACKS: readonly TrackSpec[] = [
  {
    id: 'floral-wedding-1',
    name: 'Garden Promenade',
    style: BAROQUE,
    bpm: 80,
    key: 'D',
    seed: 3627,
  },
  {
    id: 'floral-wedding-2',
    name: 'Petal Waltz',
    style: WALTZ,
    tweak: { instruments: { lead: 'strings', harmony: 'flute' }, leadDouble: 'octave-up' },
    bpm: 138,
    key: 'G',
    seed: 3664,
  },
];
