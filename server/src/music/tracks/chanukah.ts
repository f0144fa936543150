import { KLEZMER } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Chanukah: a freygish dreidel dance and a minor-key hora. */
export const CHANUKAH_TRACKS: readonly TrackSpec[] = [
  { id: 'chanukah-1', name: 'Dreidel Spin', style: KLEZMER, bpm: 136, key: 'D', seed: 4071 },
  {
    id: 'chanukah-2',
    name: 'Eight Candles Hora',
    style: KLEZMER,
    tweak: {
      scale: 'harmonicMinor',
      progression: { a: 'i | iv | V | V', a2: 'i | iv | V | i', b: 'iv | i | V | V' },
      instruments: { lead: 'fiddle', harmony: 'clarinet' },
      comp: [
        { at: 0, length: 1 },
        { at: 1.5, length: 1, accent: 0.8 },
        { at: 3, length: 0.8 },
      ],
      bass: [
        { at: 0, length: 1.2, tone: 'root' },
        { at: 1.5, length: 1.2, tone: 'fifth-below' },
        { at: 3, length: 0.8, tone: 'root' },
      ],
    },
    bpm: 120,
    key: 'A',
    seed: 4108,
  },
];
