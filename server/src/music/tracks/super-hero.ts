import { EPIC } from '../styles/classical-styles.ts';
import { DRIVING_ROCK, ROCK_ANTHEM } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Super hero: an epic rise and a power-up anthem. */
export const SUPER_HERO_TRACKS: readonly TrackSpec[] = [
  { id: 'super-hero-1', name: 'Hero Rising', style: EPIC, bpm: 104, key: 'C', seed: 2739 },
  {
    id: 'super-hero-2',
    name: 'Power Up Anthem',
    style: DRIVING_ROCK,
    tweak: {
      ...ROCK_ANTHEM,
      progression: { a: 'I | IV | vi | V', a2: 'I | IV | V | I', b: 'IV | V | iii | vi' },
    },
    bpm: 144,
    key: 'Eb',
    seed: 2776,
  },
];
