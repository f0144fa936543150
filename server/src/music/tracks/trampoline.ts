import { CALYPSO } from '../styles/beach-styles.ts';
import { BOUNCY_POP } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Trampoline: sky-high pop and a springy marimba calypso. */
export const TRAMPOLINE_TRACKS: readonly TrackSpec[] = [
  {
    id: 'trampoline-1',
    name: 'Sky High Hop',
    style: BOUNCY_POP,
    tweak: { instruments: { lead: 'xylophone' } },
    bpm: 136,
    key: 'G',
    seed: 2073,
  },
  {
    id: 'trampoline-2',
    name: 'Spring Loaded',
    style: CALYPSO,
    tweak: { instruments: { lead: 'marimba', harmony: 'marimba' } },
    bpm: 124,
    key: 'A',
    seed: 2110,
  },
];
