import { BAROQUE } from '../styles/classical-styles.ts';
import { BOUNCY_POP } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Art: a pizzicato paint-splash and a Baroque gallery minuet. */
export const ART_TRACKS: readonly TrackSpec[] = [
  {
    id: 'art-1',
    name: 'Paint Splash Pop',
    style: BOUNCY_POP,
    tweak: { instruments: { lead: 'vibes', arp: 'celesta' } },
    bpm: 116,
    key: 'D',
    seed: 2665,
  },
  {
    id: 'art-2',
    name: 'Masterpiece Minuet',
    style: BAROQUE,
    tweak: { instruments: { lead: 'celesta', arp: 'harp' } },
    bpm: 92,
    key: 'A',
    seed: 2702,
  },
];
