import { SPOOKY } from '../styles/character-styles.ts';
import { SPOOKY_SWING } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Halloween: a haunted-hallway organ and a rattling skeleton shuffle. */
export const HALLOWEEN_TRACKS: readonly TrackSpec[] = [
  { id: 'halloween-1', name: 'Haunted Hallway', style: SPOOKY, bpm: 92, key: 'D', seed: 3775 },
  {
    id: 'halloween-2',
    name: 'Skeleton Shuffle',
    style: SPOOKY_SWING,
    bpm: 132,
    key: 'A',
    seed: 3812,
  },
];
