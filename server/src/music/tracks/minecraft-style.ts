import { AMBIENT_PIANO, CHIPTUNE } from '../styles/character-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Block worlds: a gentle piano meadow and a pentatonic 8-bit build. */
export const MINECRAFT_STYLE_TRACKS: readonly TrackSpec[] = [
  {
    id: 'minecraft-style-1',
    name: 'Blocky Meadows',
    style: AMBIENT_PIANO,
    bpm: 84,
    key: 'F',
    seed: 2443,
  },
  {
    id: 'minecraft-style-2',
    name: 'Pixel Pickaxe',
    style: CHIPTUNE,
    tweak: { scale: 'majorPentatonic' },
    bpm: 132,
    key: 'D',
    seed: 2480,
  },
];
