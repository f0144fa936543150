import { JIG } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Pirates: a squeezebox hornpipe and a minor-key shanty. */
export const PIRATES_TRACKS: readonly TrackSpec[] = [
  { id: 'pirates-1', name: 'Yo Ho Hornpipe', style: JIG, bpm: 112, key: 'D', seed: 3331 },
  {
    id: 'pirates-2',
    name: 'Treasure Map Shanty',
    style: JIG,
    tweak: {
      scale: 'dorian',
      progression: {
        a: 'i | bVII | i | bVII',
        a2: 'i | bIII | bVII | i',
        b: 'bIII | bVII | i | v',
      },
      instruments: { lead: 'fiddle', harmony: 'accordion' },
    },
    bpm: 96,
    key: 'E',
    seed: 3368,
  },
];
