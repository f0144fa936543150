import { BOOGIE, SWING } from '../styles/swing-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Bowling: lane-side swing and a rock-and-roll twist. */
export const BOWLING_TRACKS: readonly TrackSpec[] = [
  { id: 'bowling-1', name: 'Strike Zone Swing', style: SWING, bpm: 144, key: 'Bb', seed: 1703 },
  {
    id: 'bowling-2',
    name: 'Ten-Pin Twist',
    style: BOOGIE,
    tweak: { swing: 0.5, instruments: { lead: 'piano', comp: 'organ' } },
    bpm: 152,
    key: 'C',
    seed: 1740,
  },
];
