import { BAROQUE, LULLABY, LYDIAN_LULLABY } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Fantasy: an enchanted lydian forest and a castle in the clouds. */
export const FANTASY_TRACKS: readonly TrackSpec[] = [
  {
    id: 'fantasy-1',
    name: 'Enchanted Forest',
    style: LULLABY,
    tweak: { ...LYDIAN_LULLABY, instruments: { lead: 'flute', comp: 'strings' } },
    bpm: 92,
    key: 'G',
    seed: 3701,
  },
  {
    id: 'fantasy-2',
    name: 'Castle in the Clouds',
    style: BAROQUE,
    tweak: { instruments: { lead: 'strings', arp: 'celesta' } },
    bpm: 88,
    key: 'Eb',
    seed: 3738,
  },
];
