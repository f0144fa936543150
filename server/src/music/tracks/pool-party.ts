import { CALYPSO, SURF } from '../styles/beach-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Pool party: calypso by the pool and surf rock off the board. */
export const POOL_PARTY_TRACKS: readonly TrackSpec[] = [
  {
    id: 'pool-party-1',
    name: 'Cannonball Calypso',
    style: CALYPSO,
    bpm: 120,
    key: 'G',
    seed: 2221,
  },
  { id: 'pool-party-2', name: 'Poolside Surf', style: SURF, bpm: 162, key: 'E', seed: 2258 },
];
