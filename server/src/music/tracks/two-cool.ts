import { COOL_GROOVE } from '../styles/pop-styles.ts';
import { BOOGIE } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Two cool: a laid-back groove and a cool-cat boogie. */
export const TWO_COOL_TRACKS: readonly TrackSpec[] = [
  { id: 'two-cool-1', name: 'Two Cool Groove', style: COOL_GROOVE, bpm: 92, key: 'A', seed: 3183 },
  {
    id: 'two-cool-2',
    name: 'Shades On',
    style: BOOGIE,
    tweak: { swing: 0.6, instruments: { lead: 'vibes', comp: 'e-piano' } },
    bpm: 112,
    key: 'F',
    seed: 3220,
  },
];
