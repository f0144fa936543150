import { MARCH } from '../styles/classical-styles.ts';
import { STOMP } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Sports: a victory-lap fanfare and a game-day organ stomp. */
export const SPORTS_TRACKS: readonly TrackSpec[] = [
  {
    id: 'sports-1',
    name: 'Victory Lap',
    style: MARCH,
    tweak: { instruments: { harmony: 'brass' }, leadDouble: 'third-below' },
    bpm: 112,
    key: 'F',
    seed: 3035,
  },
  {
    id: 'sports-2',
    name: 'Game Day Stomp',
    style: STOMP,
    tweak: { instruments: { lead: 'organ' } },
    bpm: 100,
    key: 'D',
    seed: 3072,
  },
];
