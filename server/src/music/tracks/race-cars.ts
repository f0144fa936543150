import { DRIVING_ROCK, ROCK_ANTHEM } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Race cars: driving rock, flat out. */
export const RACE_CARS_TRACKS: readonly TrackSpec[] = [
  {
    id: 'race-cars-1',
    name: 'Checkered Flag',
    style: DRIVING_ROCK,
    bpm: 152,
    key: 'E',
    seed: 1185,
  },
  {
    id: 'race-cars-2',
    name: 'Turbo Lap',
    style: DRIVING_ROCK,
    tweak: {
      ...ROCK_ANTHEM,
      progression: { a: 'I | V | vi | IV', a2: 'I | V | IV V | I', b: 'IV | I | IV | V' },
    },
    bpm: 160,
    key: 'G',
    seed: 1222,
  },
];
