import { WALTZ } from '../styles/classical-styles.ts';
import { SLEIGH_SHUFFLE } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Christmas: a sleigh-bell shuffle and a celesta waltz. */
export const CHRISTMAS_TRACKS: readonly TrackSpec[] = [
  {
    id: 'christmas-1',
    name: 'Sleigh Bell Shuffle',
    style: SLEIGH_SHUFFLE,
    bpm: 152,
    key: 'G',
    seed: 3997,
  },
  {
    id: 'christmas-2',
    name: 'Twinkling Tinsel',
    style: WALTZ,
    tweak: {
      instruments: { lead: 'celesta', arp: 'music-box' },
      leadOctave: 12,
      drums: {
        a: { kick: 'o.....', 'sleigh-bells': 'x.....' },
        b: { kick: 'x.....', 'sleigh-bells': 'x.x.x.' },
      },
    },
    bpm: 120,
    key: 'C',
    seed: 4034,
  },
];
