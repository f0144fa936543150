import { HOEDOWN } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Farm animals: a fiddle hoedown and a banjo two-step. */
export const FARM_ANIMALS_TRACKS: readonly TrackSpec[] = [
  {
    id: 'farm-animals-1',
    name: 'Barnyard Hoedown',
    style: HOEDOWN,
    bpm: 144,
    key: 'G',
    seed: 3405,
  },
  {
    id: 'farm-animals-2',
    name: 'Haystack Two-Step',
    style: HOEDOWN,
    tweak: { instruments: { lead: 'banjo', arp: 'guitar' } },
    bpm: 116,
    key: 'C',
    seed: 3442,
  },
];
