import { COOL_GROOVE, FUNK } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Basketball: slam-dunk funk and a laid-back full-court groove. */
export const BASKETBALL_TRACKS: readonly TrackSpec[] = [
  { id: 'basketball-1', name: 'Slam Dunk Funk', style: FUNK, bpm: 104, key: 'E', seed: 2591 },
  {
    id: 'basketball-2',
    name: 'Full Court Press',
    style: COOL_GROOVE,
    bpm: 96,
    key: 'G',
    seed: 2628,
  },
];
