import { MARCH } from '../styles/classical-styles.ts';
import { BOOGIE } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Construction: a hard-hat march and a boogie on the building site. */
export const CONSTRUCTION_TRACKS: readonly TrackSpec[] = [
  {
    id: 'construction-1',
    name: 'Hard Hat Hustle',
    style: MARCH,
    tweak: { drums: { ...MARCH.drums, a: { ...MARCH.drums.a, 'wood-block': '..x...x...x...x.' } } },
    bpm: 116,
    key: 'Bb',
    seed: 1407,
  },
  {
    id: 'construction-2',
    name: 'Dump Truck Shuffle',
    style: BOOGIE,
    bpm: 128,
    key: 'G',
    seed: 1444,
  },
];
