import { WALTZ } from '../styles/classical-styles.ts';
import { BOOGIE } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Baseball: a ballpark-organ waltz and a home-run rally. */
export const BASEBALL_TRACKS: readonly TrackSpec[] = [
  {
    id: 'baseball-1',
    name: 'Seventh Inning Stretch',
    style: WALTZ,
    tweak: {
      instruments: { lead: 'organ', comp: 'organ', harmony: 'organ' },
      leadDouble: 'octave-up',
    },
    bpm: 168,
    key: 'C',
    seed: 3849,
  },
  {
    id: 'baseball-2',
    name: 'Home Run Rally',
    style: BOOGIE,
    tweak: { swing: 0.5, instruments: { comp: 'organ' } },
    bpm: 136,
    key: 'G',
    seed: 3886,
  },
];
