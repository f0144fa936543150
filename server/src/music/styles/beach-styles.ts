import { CELLS_4_4 } from '../compose/rhythm-cells.ts';
import { buildingUp, chordsOnTheOffbeats, chordsOnTwoAndFour, style, tune } from './style-parts.ts';

/** Calypso: steel drums in thirds, off-beat guitar strums, bongos and a shaker. */
export const CALYPSO = style({
  scale: 'major',
  progression: { a: 'I | IV | V7 | I', a2: 'I | IV | V7 | I', b: 'IV | IV | I | V7' },
  instruments: { lead: 'steel-drum', comp: 'guitar', bass: 'bass-pluck', arp: 'marimba' },
  leadDouble: 'third-below',
  melody: tune(CELLS_4_4, ['syncopated'], { legato: 0.7, leaps: 0.3 }),
  bass: [
    { at: 0, length: 1.5, tone: 'root' },
    { at: 1.5, length: 0.5, tone: 'fifth' },
    { at: 2, length: 1, tone: 'root' },
    { at: 3, length: 1, tone: 'fifth' },
  ],
  comp: chordsOnTheOffbeats(0.4),
  compCentre: 60,
  strum: 0.012,
  arp: { step: 0.5, order: [0, 2, 1, 3, 2, 4, 3, 1], gate: 0.9 },
  drums: buildingUp({
    a: {
      kick: 'X.....X.X.......',
      shaker: 'xoxoxoxoxoxoxoxo',
      'bongo-high': '..x...x...x...x.',
      'bongo-low': '......x.....x...',
    },
    bAdds: { 'bongo-high': '..x...x...x.x.x.', clave: 'X..X..X...X.X...' },
    fill: {
      kick: 'X.....X.X.......',
      'bongo-high': 'x.x.x.x.xxxxXXXX',
      'bongo-low': '..........x.x...',
    },
  }),
  accent: 'crash',
  reverb: { size: 0.45, mix: 0.18 },
});

/** Cha-cha: cowbell on the beat, timbales on "cha-cha-cha", a flute and a montuno piano. */
export const CHA_CHA = style({
  scale: 'major',
  progression: { a: 'I | ii7 | V7 | I', a2: 'I | ii7 | V7 | I', b: 'IV | iii7 | ii7 | V7' },
  instruments: { lead: 'flute', comp: 'piano', bass: 'bass-pluck', harmony: 'flute' },
  leadDouble: 'third-below',
  melody: tune(CELLS_4_4, ['syncopated'], { legato: 0.8, leaps: 0.3 }),
  bass: [
    { at: 0, length: 1.5, tone: 'root' },
    { at: 2, length: 1, tone: 'fifth' },
    { at: 3, length: 0.5, tone: 'root' },
    { at: 3.5, length: 0.5, tone: 'root' },
  ],
  comp: [
    { at: 0.5, length: 0.4 },
    { at: 1, length: 0.4, accent: 0.8 },
    { at: 2.5, length: 0.4 },
    { at: 3, length: 0.25, accent: 0.8 },
    { at: 3.5, length: 0.25, accent: 0.8 },
  ],
  compCentre: 62,
  drums: buildingUp({
    a: {
      cowbell: 'X...x...X...x...',
      kick: 'X.......X.......',
      'tom-high': '............x.x.',
      shaker: 'x.oox.oox.oox.oo',
    },
    bAdds: { clave: '....X.X.X..X..X.' },
    fill: {
      kick: 'X.......X.......',
      'tom-high': '........x.x.xxXX',
      'tom-low': '..............X.',
    },
  }),
  accent: 'crash',
  reverb: { size: 0.45, mix: 0.18 },
});

/** Surf rock: twangy guitar drenched in spring reverb, combo organ stabs, pounding toms. */
export const SURF = style({
  scale: 'minor',
  progression: { a: 'i | i | bVI | V', a2: 'i | bVII | bVI V | i', b: 'iv | i | bVI | V' },
  instruments: { lead: 'surf-guitar', comp: 'organ', bass: 'bass-pluck', harmony: 'brass' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.8, leaps: 0.35 }),
  bass: (['root', 'root', 'octave', 'root', 'fifth', 'root', 'octave', 'approach'] as const).map(
    (tone, i) => ({ at: i * 0.5, length: 0.5, tone }),
  ),
  comp: chordsOnTwoAndFour(0.4),
  compCentre: 60,
  drums: {
    a: { kick: 'X.......X.......', snare: '....X.......X...', 'hat-closed': 'x.x.x.x.x.x.x.x.' },
    b: { kick: 'X.......X.......', snare: '....X.......X...', 'tom-low': 'x.o.x.o.x.o.x.o.' },
    fill: {
      kick: 'X.......X.......',
      'tom-high': 'X.x.X.x.........',
      'tom-low': '........X.x.XxXx',
    },
  },
  accent: 'crash',
  reverb: { size: 0.7, mix: 0.3 },
});
