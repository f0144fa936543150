import { CHIPTUNE } from '../styles/character-styles.ts';
import { DRIVING_ROCK } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Go-kart: a rock grand prix and an 8-bit hairpin. */
export const GO_KART_TRACKS: readonly TrackSpec[] = [
  {
    id: 'go-kart-1',
    name: 'Go-Kart Grand Prix',
    style: DRIVING_ROCK,
    bpm: 160,
    key: 'A',
    seed: 1925,
  },
  { id: 'go-kart-2', name: 'Hairpin Hustle', style: CHIPTUNE, bpm: 156, key: 'E', seed: 1962 },
];
