import { CHA_CHA } from '../styles/beach-styles.ts';
import { DISCO } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Gymnastics: a cha-cha floor routine and a sparkling disco vault. */
export const GYMNASTICS_TRACKS: readonly TrackSpec[] = [
  { id: 'gymnastics-1', name: 'Cartwheel Cha-Cha', style: CHA_CHA, bpm: 116, key: 'G', seed: 1629 },
  {
    id: 'gymnastics-2',
    name: 'Perfect Ten',
    style: DISCO,
    tweak: {
      scale: 'major',
      progression: { a: 'I | vi | IV | V', a2: 'I | vi | IV V | I', b: 'ii7 | V7 | iii7 | vi7' },
    },
    bpm: 122,
    key: 'C',
    seed: 1666,
  },
];
