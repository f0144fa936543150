import { BAROQUE, WALTZ } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Princess: a ballroom waltz and a harp-led promenade. */
export const PRINCESS_TRACKS: readonly TrackSpec[] = [
  { id: 'princess-1', name: 'Royal Ballroom Waltz', style: WALTZ, bpm: 150, key: 'Bb', seed: 1111 },
  {
    id: 'princess-2',
    name: 'Tiara Twirl',
    style: BAROQUE,
    tweak: { instruments: { lead: 'harp', arp: 'celesta' } },
    bpm: 96,
    key: 'D',
    seed: 1148,
  },
];
