import { SYNTHWAVE } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Science: bubbling synth arpeggios and an electric eureka. */
export const SCIENCE_TRACKS: readonly TrackSpec[] = [
  {
    id: 'science-1',
    name: 'Bubbling Beakers',
    style: SYNTHWAVE,
    tweak: {
      scale: 'major',
      progression: { a: 'I | V | vi | IV', a2: 'I | V | IV V | I', b: 'vi | IV | I | V' },
      instruments: { lead: 'fm-bell' },
    },
    bpm: 120,
    key: 'C',
    seed: 2961,
  },
  { id: 'science-2', name: 'Eureka Electric', style: SYNTHWAVE, bpm: 126, key: 'F#', seed: 2998 },
];
