import { EPIC, SCHERZO } from '../styles/classical-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Wizarding: a celesta scherzo and a broomstick chase. */
export const WIZARDING_TRACKS: readonly TrackSpec[] = [
  { id: 'wizarding-1', name: 'Spellbook Scherzo', style: SCHERZO, bpm: 164, key: 'E', seed: 4145 },
  {
    id: 'wizarding-2',
    name: 'Broomstick Chase',
    style: EPIC,
    tweak: { instruments: { lead: 'strings', harmony: 'brass' } },
    bpm: 132,
    key: 'C',
    seed: 4182,
  },
];
