import { DISCO, SYNTHWAVE } from '../styles/pop-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Laser tag: a neon synthwave and an electro maze. */
export const LASER_TAG_TRACKS: readonly TrackSpec[] = [
  { id: 'laser-tag-1', name: 'Neon Blaster', style: SYNTHWAVE, bpm: 118, key: 'E', seed: 3479 },
  {
    id: 'laser-tag-2',
    name: 'Laser Maze',
    style: DISCO,
    tweak: { instruments: { lead: 'square-lead', comp: 'synth-pluck' } },
    bpm: 126,
    key: 'G',
    seed: 3516,
  },
];
