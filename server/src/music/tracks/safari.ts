import { JUNGLE } from '../styles/character-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Safari: a kalimba sunrise and a jungle drum jam. */
export const SAFARI_TRACKS: readonly TrackSpec[] = [
  {
    id: 'safari-1',
    name: 'Savanna Sunrise',
    style: JUNGLE,
    tweak: { instruments: { lead: 'kalimba', arp: 'marimba' } },
    bpm: 104,
    key: 'G',
    seed: 2147,
  },
  {
    id: 'safari-2',
    name: 'Jungle Drum Jam',
    style: JUNGLE,
    tweak: {
      scale: 'dorian',
      progression: { a: 'i | bVII | i | bVII', a2: 'i | bVII | IV | i', b: 'bIII | IV | i | bVII' },
      instruments: { lead: 'flute' },
    },
    bpm: 120,
    key: 'D',
    seed: 2184,
  },
];
