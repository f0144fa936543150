import { LULLABY, LYDIAN_LULLABY } from '../styles/classical-styles.ts';
import { SYNTHWAVE } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Space: a floating lydian dream and a synthwave launch. */
export const SPACE_TRACKS: readonly TrackSpec[] = [
  {
    id: 'space-1',
    name: 'Starlight Cruise',
    style: LULLABY,
    tweak: {
      ...LYDIAN_LULLABY,
      instruments: { lead: 'fm-bell', arp: 'celesta', harmony: 'choir' },
    },
    bpm: 88,
    key: 'E',
    seed: 1259,
  },
  { id: 'space-2', name: 'Rocket Countdown', style: SYNTHWAVE, bpm: 120, key: 'A', seed: 1296 },
];
