import { BOUNCY_POP, DISCO } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Dance: disco under the glitter ball and four-on-the-floor pop. */
export const DANCE_TRACKS: readonly TrackSpec[] = [
  { id: 'dance-1', name: 'Glitter Ball Groove', style: DISCO, bpm: 120, key: 'A', seed: 1851 },
  {
    id: 'dance-2',
    name: 'Party Floor Pop',
    style: BOUNCY_POP,
    tweak: {
      instruments: { lead: 'saw-lead' },
      drums: {
        ...BOUNCY_POP.drums,
        a: { kick: 'X...X...X...X...', clap: '....X.......X...', 'hat-open': '..x...x...x...x.' },
      },
    },
    bpm: 124,
    key: 'F',
    seed: 1888,
  },
];
