import { WALTZ } from '../styles/classical-styles.ts';
import { HOEDOWN } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Fall festival: a hayride hoedown and a pumpkin-patch waltz. */
export const FALL_FESTIVAL_TRACKS: readonly TrackSpec[] = [
  {
    id: 'fall-festival-1',
    name: 'Harvest Hayride',
    style: HOEDOWN,
    tweak: { instruments: { lead: 'accordion' } },
    bpm: 124,
    key: 'A',
    seed: 3923,
  },
  {
    id: 'fall-festival-2',
    name: 'Pumpkin Patch Waltz',
    style: WALTZ,
    tweak: { instruments: { lead: 'fiddle', comp: 'guitar', arp: 'banjo' } },
    bpm: 144,
    key: 'D',
    seed: 3960,
  },
];
