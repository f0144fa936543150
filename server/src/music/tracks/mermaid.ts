import { LULLABY, WALTZ } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Mermaid: a celesta serenade in 3/4 and a harp lagoon. */
export const MERMAID_TRACKS: readonly TrackSpec[] = [
  {
    id: 'mermaid-1',
    name: 'Seashell Serenade',
    style: WALTZ,
    tweak: { instruments: { lead: 'celesta' }, leadOctave: 12 },
    bpm: 132,
    key: 'E',
    seed: 3553,
  },
  {
    id: 'mermaid-2',
    name: 'Mermaid Lagoon',
    style: LULLABY,
    tweak: { instruments: { lead: 'harp', arp: 'celesta' }, leadOctave: 0 },
    bpm: 90,
    key: 'F',
    seed: 3590,
  },
];
