import { CHIPTUNE } from '../styles/character-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Video game: 8-bit level music and a boss fight. */
export const VIDEO_GAME_TRACKS: readonly TrackSpec[] = [
  { id: 'video-game-1', name: 'Level Up!', style: CHIPTUNE, bpm: 150, key: 'C', seed: 2295 },
  {
    id: 'video-game-2',
    name: 'Boss Battle Blitz',
    style: CHIPTUNE,
    tweak: {
      scale: 'harmonicMinor',
      progression: { a: 'i | bVI | iv | V', a2: 'i | bVI | V7 | i', b: 'iv | i | bVI | V7' },
    },
    bpm: 168,
    key: 'A',
    seed: 2332,
  },
];
