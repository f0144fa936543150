import { WALTZ } from '../styles/classical-styles.ts';
import { GALOP } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Carnival: a big-top galop and a calliope carousel waltz. */
export const CARNIVAL_TRACKS: readonly TrackSpec[] = [
  { id: 'carnival-1', name: 'Big Top Galop', style: GALOP, bpm: 156, key: 'C', seed: 2813 },
  {
    id: 'carnival-2',
    name: 'Calliope Carousel',
    style: WALTZ,
    tweak: {
      instruments: { lead: 'calliope', comp: 'accordion', harmony: 'xylophone' },
      leadDouble: 'octave-up',
    },
    bpm: 150,
    key: 'F',
    seed: 2850,
  },
];
