import { CALYPSO } from '../styles/beach-styles.ts';
import { LULLABY } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Ocean: calypso on the reef and a drifting tide pool. */
export const OCEAN_TRACKS: readonly TrackSpec[] = [
  { id: 'ocean-1', name: 'Coral Reef Calypso', style: CALYPSO, bpm: 112, key: 'F', seed: 1777 },
  {
    id: 'ocean-2',
    name: 'Tide Pool Drift',
    style: LULLABY,
    tweak: { instruments: { lead: 'vibes', arp: 'harp' }, leadOctave: 0 },
    bpm: 84,
    key: 'D',
    seed: 1814,
  },
];
