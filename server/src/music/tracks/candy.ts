import { BOUNCY_POP } from '../styles/pop-styles.ts';
import { SWING } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Candy: a sugary swing and a bubblegum bounce. */
export const CANDY_TRACKS: readonly TrackSpec[] = [
  {
    id: 'candy-1',
    name: 'Gumdrop Shuffle',
    style: SWING,
    tweak: { instruments: { lead: 'glockenspiel', harmony: 'clarinet' } },
    bpm: 132,
    key: 'F',
    seed: 1037,
  },
  {
    id: 'candy-2',
    name: 'Lollipop Parade',
    style: BOUNCY_POP,
    tweak: { instruments: { lead: 'marimba', arp: 'music-box' } },
    bpm: 124,
    key: 'C',
    seed: 1074,
  },
];
