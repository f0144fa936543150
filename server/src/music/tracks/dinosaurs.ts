import { JUNGLE } from '../styles/character-styles.ts';
import { STOMP } from '../styles/folk-styles.ts';
import type { TrackSpec } from '../track-spec.ts';

/** Dinosaurs: a low brass stomp and a marimba jungle romp. */
export const DINOSAURS_TRACKS: readonly TrackSpec[] = [
  {
    id: 'dinosaurs-1',
    name: 'Stomp of the T-Rex',
    style: STOMP,
    tweak: { leadOctave: -12, leadDouble: 'octave-up' },
    bpm: 92,
    key: 'E',
    seed: 1333,
  },
  { id: 'dinosaurs-2', name: 'Jurassic Jamboree', style: JUNGLE, bpm: 116, key: 'F', seed: 1370 },
];
