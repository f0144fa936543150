import { CELLS_4_4 } from '../compose/rhythm-cells.ts';
import type { StyleTweak } from '../compose/style.ts';
import { buildingUp, chordsOnTheOffbeats, octaveBounce, style, tune } from './style-parts.ts';

const FOUR_ON_THE_FLOOR = 'X...X...X...X...';
const BACKBEAT = '....X.......X...';
const EIGHTHS = 'x.o.x.o.x.o.x.o.';
const ROOT_EIGHTHS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((at) => ({
  at,
  length: 0.5,
  tone: 'root' as const,
}));

/** Bright, bouncy children's pop: syncopated piano, pumping bass, glockenspiel sparkle. */
export const BOUNCY_POP = style({
  scale: 'major',
  progression: { a: 'I | V | vi | IV', a2: 'I | V | IV V | I', b: 'vi | IV | I | V' },
  instruments: { lead: 'synth-pluck', comp: 'piano', bass: 'synth-bass', arp: 'glockenspiel' },
  leadDouble: 'octave-up',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.85, leaps: 0.3 }),
  bass: [
    { at: 0, length: 1.5, tone: 'root' },
    { at: 1.5, length: 1, tone: 'root' },
    { at: 2.5, length: 0.5, tone: 'fifth' },
    { at: 3, length: 1, tone: 'octave' },
  ],
  comp: [
    { at: 0, length: 1.4 },
    { at: 1.5, length: 0.9, accent: 0.8 },
    { at: 3, length: 0.9, accent: 0.85 },
  ],
  compCentre: 60,
  arp: { step: 0.5, order: [0, 1, 2, 3, 4, 3, 2, 1], gate: 0.8 },
  drums: {
    a: { kick: 'X.......X.x.....', snare: BACKBEAT, 'hat-closed': EIGHTHS },
    b: {
      kick: 'X.......X.x.....',
      snare: BACKBEAT,
      clap: BACKBEAT,
      'hat-closed': 'x.x.x.x.x.x.x.x.',
      tambourine: '..x...x...x...x.',
    },
    fill: { kick: 'X.......X.......', snare: '....X.......xxXX', 'hat-closed': 'x.x.x.x.x.x.....' },
  },
  accent: 'crash',
  reverb: { size: 0.5, mix: 0.2 },
});

/** Disco: four on the floor, open hats on the off-beats, octave bass, string lead. */
export const DISCO = style({
  scale: 'dorian',
  progression: { a: 'i7 | IV | i7 | IV', a2: 'i7 | IV | bVII | i', b: 'bIII | IV | bVII | v7' },
  instruments: { lead: 'strings', comp: 'clavinet', bass: 'synth-bass', arp: 'synth-pluck' },
  leadDouble: 'octave-up',
  melody: tune(CELLS_4_4, ['syncopated'], { legato: 0.9, leaps: 0.35 }),
  bass: octaveBounce(0.5),
  comp: chordsOnTheOffbeats(0.25),
  compCentre: 62,
  arp: { step: 0.25, order: [0, 2, 1, 3, 2, 4, 3, 1], gate: 0.6 },
  drums: buildingUp({
    a: {
      kick: FOUR_ON_THE_FLOOR,
      clap: BACKBEAT,
      'hat-open': '..x...x...x...x.',
      'hat-closed': 'o...o...o...o...',
    },
    bAdds: { 'hat-closed': 'o.o.o.o.o.o.o.o.', shaker: 'xoxoxoxoxoxoxoxo' },
    fill: { kick: FOUR_ON_THE_FLOOR, clap: '....X.......XXXX', 'hat-open': '..x...x...x.....' },
  }),
  accent: 'crash',
  reverb: { size: 0.55, mix: 0.22 },
});

/** Funk: sixteenth-note stabs, a popping bass, a horn-section tune. */
export const FUNK = style({
  swing: 0.54,
  scale: 'dorian',
  progression: {
    a: 'i7 | IV7 | i7 | IV7',
    a2: 'i7 | IV7 | bVII IV | i7',
    b: 'bIII | IV7 | bVII | v7',
  },
  instruments: { lead: 'brass', comp: 'clavinet', bass: 'synth-bass', harmony: 'saw-lead' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['syncopated'], { legato: 0.6, leaps: 0.4 }),
  bass: [
    { at: 0, length: 0.5, tone: 'root' },
    { at: 0.75, length: 0.25, tone: 'root' },
    { at: 1.5, length: 0.5, tone: 'octave' },
    { at: 2.5, length: 0.5, tone: 'root' },
    { at: 3, length: 0.5, tone: 'fifth' },
    { at: 3.5, length: 0.5, tone: 'approach' },
  ],
  comp: [
    { at: 0.5, length: 0.2 },
    { at: 1.25, length: 0.2, accent: 0.7 },
    { at: 2.5, length: 0.2 },
    { at: 3.25, length: 0.2, accent: 0.7 },
    { at: 3.75, length: 0.2, accent: 0.8 },
  ],
  compCentre: 60,
  drums: {
    a: { kick: 'X..x..x...X..x..', snare: BACKBEAT, 'hat-closed': 'xoxoxoxoxoxoxoxo' },
    b: {
      kick: 'X..x..x...X..x..',
      snare: BACKBEAT,
      clap: BACKBEAT,
      'hat-closed': 'xoxoxoxoxoxoxo..',
      'hat-open': '..............x.',
      tambourine: '..x...x...x...x.',
    },
    fill: { kick: 'X..x..x...X.....', snare: '....X..x.xX.XxXX', 'hat-closed': 'xoxoxoxoxo......' },
  },
  accent: 'crash',
  reverb: { size: 0.4, mix: 0.15 },
});

/** Synthwave: gated sixteenth arpeggios, eighth-note bass, a big reverberant snare. */
export const SYNTHWAVE = style({
  scale: 'minor',
  progression: {
    a: 'i | bVI | bIII | bVII',
    a2: 'i | bVI | bVII | i',
    b: 'iv | bVI | bVII | bVII',
  },
  instruments: {
    lead: 'saw-lead',
    comp: 'soft-pad',
    bass: 'synth-bass',
    arp: 'synth-pluck',
    harmony: 'square-lead',
  },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.9, leaps: 0.3 }),
  bass: ROOT_EIGHTHS,
  comp: [{ at: 0, length: 4 }],
  compCentre: 60,
  arp: { step: 0.25, order: [0, 1, 2, 3, 2, 1, 2, 3], gate: 0.6 },
  drums: {
    a: { kick: 'X.......X.......', snare: BACKBEAT, 'hat-closed': 'x.x.x.x.x.x.x.x.' },
    b: {
      kick: FOUR_ON_THE_FLOOR,
      snare: BACKBEAT,
      clap: BACKBEAT,
      'hat-closed': 'xoxoxoxoxoxoxoxo',
    },
    fill: {
      kick: 'X.......X.......',
      snare: '....X...........',
      'tom-high': '........X.X.....',
      'tom-low': '............X.X.',
    },
  },
  accent: 'crash',
  reverb: { size: 0.75, mix: 0.3 },
});

/** Driving rock: chugging eighths in the bass and the chords, a tune over the top. */
export const DRIVING_ROCK = style({
  scale: 'mixolydian',
  progression: { a: 'I | bVII | IV | V', a2: 'I | bVII | IV V | I', b: 'vi | IV | I | V' },
  instruments: { lead: 'saw-lead', comp: 'synth-pluck', bass: 'synth-bass', harmony: 'brass' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.85, leaps: 0.35 }),
  bass: [
    ...ROOT_EIGHTHS.slice(0, 6),
    { at: 3, length: 0.5, tone: 'fifth' },
    { at: 3.5, length: 0.5, tone: 'approach' },
  ],
  comp: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((at, i) => ({
    at,
    length: 0.4,
    accent: i % 2 ? 0.6 : 0.9,
  })),
  compCentre: 58,
  drums: {
    a: { kick: 'X.....X.X.......', snare: BACKBEAT, 'hat-closed': 'x.x.x.x.x.x.x.x.' },
    b: { kick: 'X.x...X.X.x.....', snare: BACKBEAT, 'hat-open': 'x.x.x.x.x.x.x.x.' },
    fill: { kick: 'X.....X.X.......', snare: '....X...XxXxXXXX', 'tom-low': '..............X.' },
  },
  accent: 'crash',
  reverb: { size: 0.35, mix: 0.12 },
});

/** What turns driving rock into an anthem (a track's tweak): major, the brass leading. */
export const ROCK_ANTHEM: StyleTweak = {
  scale: 'major',
  instruments: { lead: 'brass', harmony: 'saw-lead' },
};

/** A laid-back groove: swung eighths, boom-bap drums, electric piano and vibes. */
export const COOL_GROOVE = style({
  swing: 0.6,
  scale: 'dorian',
  progression: {
    a: 'i7 | iv7 | i7 | iv7',
    a2: 'i7 | iv7 | bVII7 | i7',
    b: 'bVImaj7 | bVII | i7 | v7',
  },
  instruments: { lead: 'vibes', comp: 'e-piano', bass: 'sub-bass' },
  leadDouble: 'octave-up',
  melody: tune(CELLS_4_4, ['syncopated'], { legato: 0.8, leaps: 0.4 }),
  bass: [
    { at: 0, length: 1.5, tone: 'root' },
    { at: 2.5, length: 0.5, tone: 'fifth' },
    { at: 3, length: 1, tone: 'root' },
  ],
  comp: [
    { at: 0, length: 1.5 },
    { at: 2.5, length: 1, accent: 0.8 },
  ],
  compCentre: 60,
  strum: 0.008,
  drums: {
    a: { kick: 'X......X..X.....', snare: BACKBEAT, 'hat-closed': 'x.x.x.x.x.x.x.x.' },
    b: {
      kick: 'X......X..X.....',
      snare: BACKBEAT,
      snap: BACKBEAT,
      'hat-closed': 'x.xox.x.x.xox.x.',
    },
    fill: { kick: 'X......X..X..X..', snare: '....X.......X.XX', 'hat-closed': 'x.x.x.x.x.x.....' },
  },
  accent: 'hat-open',
  reverb: { size: 0.5, mix: 0.2 },
});
