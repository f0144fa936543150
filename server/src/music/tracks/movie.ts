import { EPIC } from '../styles/classical-styles.ts';
import { SWING } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Movie: a red-carpet score and a popcorn matinee swing. */
export const MOVIE_TRACKS: readonly TrackSpec[] = [
  {
    id: 'movie-1',
    name: 'Red Carpet Premiere',
    style: EPIC,
    tweak: {
      scale: 'major',
      progression: { a: 'I | V | vi | IV', a2: 'I | IV | V | I', b: 'vi | IV | ii | V' },
    },
    bpm: 96,
    key: 'Bb',
    seed: 3109,
  },
  {
    id: 'movie-2',
    name: 'Popcorn Matinee',
    style: SWING,
    tweak: { instruments: { lead: 'clarinet', harmony: 'brass' } },
    bpm: 150,
    key: 'G',
    seed: 3146,
  },
];
