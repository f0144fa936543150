import { CELLS_4_4 } from '../compose/rhythm-cells.ts';
import { chordsOnTheOffbeats, octaveBounce, style, tune } from './style-parts.ts';

/** 8-bit: a pulse-wave tune, a triangle bass bouncing in octaves, fast arpeggios, noise drums. */
export const CHIPTUNE = style({
  scale: 'major',
  progression: { a: 'I | V | vi | IV', a2: 'I | V | IV V | I', b: 'IV | V | iii vi | V' },
  instruments: { lead: 'square-lead', comp: 'chip-square', bass: 'chip-bass', arp: 'chip-square' },
  melody: tune(CELLS_4_4, ['lively', 'busy'], { legato: 0.8, leaps: 0.35 }),
  bass: octaveBounce(0.45),
  comp: chordsOnTheOffbeats(0.2, 0.7),
  compCentre: 60,
  arp: { step: 0.25, order: [0, 1, 2, 0, 1, 2, 3, 2], gate: 0.7 },
  drums: {
    a: {
      'chip-kick': 'X.......X.......',
      'chip-snare': '....X.......X...',
      'chip-hat': 'x.x.x.x.x.x.x.x.',
    },
    b: {
      'chip-kick': 'X.....X.X.......',
      'chip-snare': '....X.......X.x.',
      'chip-hat': 'xoxoxoxoxoxoxoxo',
    },
    fill: { 'chip-kick': 'X.......X.......', 'chip-snare': '....X.......XXXX' },
  },
  accent: null,
  reverb: { size: 0.2, mix: 0.06 },
});

/** Spooky: a haunted organ in harmonic minor, tick-tock pizzicato, a creepy music box, ghostly choir. */
export const SPOOKY = style({
  scale: 'harmonicMinor',
  progression: { a: 'i | bVI | iv | V7', a2: 'i | bVI | V7 | i', b: 'iv | i | bVI | V7' },
  instruments: {
    lead: 'spooky-organ',
    comp: 'strings',
    bass: 'pizzicato',
    arp: 'celesta',
    harmony: 'choir',
  },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['calm', 'lively'], { legato: 0.9, leaps: 0.4 }),
  bass: [
    { at: 0, length: 0.5, tone: 'root' },
    { at: 1, length: 0.5, tone: 'fifth-below' },
    { at: 2, length: 0.5, tone: 'root' },
    { at: 3, length: 0.5, tone: 'fifth-below' },
  ],
  comp: [{ at: 0, length: 4 }],
  compCentre: 57,
  arp: { step: 0.5, order: [0, 1, 2, 3, 2, 1, 0, 1], gate: 1 },
  drums: {
    a: { 'wood-block': 'x...o...x...o...' },
    b: { 'tom-low': 'X.......X.......', 'wood-block': 'x...o...x...o...' },
    fill: { 'wood-block': 'x...o...x...o...', 'tom-low': '........X..X.XXX' },
  },
  accent: 'timpani',
  reverb: { size: 0.85, mix: 0.4 },
});

/** Jungle: marimba and kalimba over bongos, toms and a shaker. */
export const JUNGLE = style({
  scale: 'majorPentatonic',
  progression: { a: 'I | IV | I | V', a2: 'I | IV | V | I', b: 'vi | IV | I | V' },
  instruments: {
    lead: 'marimba',
    comp: 'marimba',
    bass: 'bass-pluck',
    arp: 'kalimba',
    harmony: 'flute',
  },
  leadDouble: 'octave-up',
  melody: tune(CELLS_4_4, ['syncopated', 'lively'], { legato: 0.7, leaps: 0.3 }),
  bass: [
    { at: 0, length: 1, tone: 'root' },
    { at: 1.5, length: 0.5, tone: 'fifth' },
    { at: 2, length: 1, tone: 'octave' },
    { at: 3, length: 1, tone: 'fifth' },
  ],
  comp: chordsOnTheOffbeats(0.4, 0.8),
  compCentre: 58,
  arp: { step: 0.5, order: [0, 2, 1, 3, 2, 4, 3, 1], gate: 0.9 },
  drums: {
    a: {
      'tom-low': 'X.......X.......',
      'bongo-high': '..x...x...x.x.x.',
      'bongo-low': 'x.....x.x.....x.',
      shaker: 'xoxoxoxoxoxoxoxo',
    },
    b: {
      'tom-low': 'X.......X.......',
      'tom-high': '......x.......x.',
      'bongo-high': '..x...x...x.x.x.',
      'bongo-low': 'x.....x.x.....x.',
      shaker: 'xoxoxoxoxoxoxoxo',
      clave: 'X..X..X...X.X...',
    },
    fill: {
      'tom-high': '........X.X.X...',
      'tom-low': 'X.........X.XXXX',
      shaker: 'xoxoxoxo........',
    },
  },
  accent: 'tom-low',
  reverb: { size: 0.5, mix: 0.2 },
});

/** A gentle piano reverie: sparse piano over a soft pad, slow broken chords, no drums. */
export const AMBIENT_PIANO = style({
  scale: 'major',
  progression: {
    a: 'Imaj7 | IVmaj7 | Imaj7 | V',
    a2: 'Imaj7 | IVmaj7 | ii7 V | I',
    b: 'vi7 | IVmaj7 | iii7 | V',
  },
  instruments: { lead: 'piano', comp: 'soft-pad', bass: 'sub-bass', arp: 'celesta' },
  melody: tune(CELLS_4_4, ['calm'], { legato: 1, leaps: 0.35 }),
  bass: [{ at: 0, length: 3.8, tone: 'root' }],
  comp: [{ at: 0, length: 4 }],
  compCentre: 57,
  arp: { step: 1, order: [0, 2, 1, 3], gate: 3 },
  drums: { a: {}, b: {} },
  accent: null,
  reverb: { size: 0.85, mix: 0.4 },
});
