import { SPOOKY } from '../styles/character-styles.ts';
import { SPOOKY_SWING } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Monsters: a growly minor shuffle and a theremin creature feature. */
export const MONSTERS_TRACKS: readonly TrackSpec[] = [
  {
    id: 'monsters-1',
    name: 'Friendly Monster Shuffle',
    style: SPOOKY_SWING,
    tweak: { instruments: { lead: 'brass' } },
    bpm: 126,
    key: 'E',
    seed: 2369,
  },
  {
    id: 'monsters-2',
    name: 'Creature Feature',
    style: SPOOKY,
    tweak: { instruments: { lead: 'theremin' } },
    bpm: 100,
    key: 'C',
    seed: 2406,
  },
];
