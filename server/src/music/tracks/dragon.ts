import { EPIC } from '../styles/classical-styles.ts';
import { MEDIEVAL } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Dragon: an epic flight and a medieval mountain dance. */
export const DRAGON_TRACKS: readonly TrackSpec[] = [
  { id: 'dragon-1', name: "Dragon's Flight", style: EPIC, bpm: 100, key: 'D', seed: 3257 },
  { id: 'dragon-2', name: 'Ember Mountain', style: MEDIEVAL, bpm: 92, key: 'A', seed: 3294 },
];
