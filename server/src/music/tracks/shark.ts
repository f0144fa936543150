import { SURF } from '../styles/beach-styles.ts';
import { EPIC } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Shark: surf rock with teeth and a deep-sea prowl. */
export const SHARK_TRACKS: readonly TrackSpec[] = [
  { id: 'shark-1', name: 'Shark Bait Surf', style: SURF, bpm: 156, key: 'D', seed: 2887 },
  {
    id: 'shark-2',
    name: 'Deep Sea Prowl',
    style: EPIC,
    tweak: { instruments: { lead: 'strings', harmony: 'brass' } },
    bpm: 96,
    key: 'E',
    seed: 2924,
  },
];
