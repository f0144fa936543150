import { MARCH } from '../styles/classical-styles.ts';
import { STOMP } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Football: a touchdown fanfare and a stadium stomp. */
export const FOOTBALL_TRACKS: readonly TrackSpec[] = [
  { id: 'football-1', name: 'Touchdown Fanfare', style: MARCH, bpm: 120, key: 'Eb', seed: 1999 },
  { id: 'football-2', name: 'Fourth Quarter Stomp', style: STOMP, bpm: 96, key: 'A', seed: 2036 },
];
