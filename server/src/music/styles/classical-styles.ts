import { CELLS_3_4, CELLS_4_4 } from '../compose/rhythm-cells.ts';
import type { StyleTweak } from '../compose/style.ts';
import { bandDrums, buildingUp, oomPah, rootThenFifth, style, tune } from './style-parts.ts';

/** A ballroom waltz: bass on one, harp on two and three, a flute tune, strings underneath. */
export const WALTZ = style({
  meter: '3/4',
  scale: 'major',
  progression: { a: 'I | vi | ii | V7', a2: 'I | vi | ii V7 | I', b: 'IV | I | ii | V7' },
  instruments: {
    lead: 'flute',
    comp: 'harp',
    bass: 'bass-pluck',
    arp: 'celesta',
    harmony: 'strings',
  },
  leadDouble: 'octave-down',
  melody: tune(CELLS_3_4, ['lively', 'calm'], { legato: 0.9, leaps: 0.35 }),
  bass: [{ at: 0, length: 0.9, tone: 'root' }],
  comp: [
    { at: 1, length: 0.6, accent: 0.8 },
    { at: 2, length: 0.6, accent: 0.75 },
  ],
  compCentre: 60,
  strum: 0.015,
  arp: { step: 0.5, order: [0, 1, 2, 3, 2, 1], gate: 0.9 },
  drums: buildingUp({
    a: { kick: 'o.....', triangle: 'x.....' },
    bAdds: { kick: 'x.....', tambourine: '..o.o.' },
    fill: { kick: 'x.....', tambourine: 'x.x.xx' },
  }),
  accent: 'triangle',
  reverb: { size: 0.7, mix: 0.3 },
});

/** A marching band: oom-pah tuba, brass tune, glockenspiel doubling, rattling snare. */
export const MARCH = style({
  scale: 'major',
  progression: { a: 'I | IV | I | V', a2: 'I | IV | V7 | I', b: 'vi | IV | ii | V7' },
  instruments: { lead: 'brass', comp: 'brass', bass: 'tuba', harmony: 'glockenspiel' },
  leadDouble: 'octave-up',
  melody: tune(CELLS_4_4, ['lively', 'calm'], { legato: 0.75, leaps: 0.45 }),
  ...oomPah(0.9, 0.5),
  compCentre: 60,
  drums: bandDrums({ a: '....X..x....X.xx', b: 'X.xxX.x.X.xxX.xx', fill: 'XxxxXxxxXxXxXXXX' }),
  accent: 'crash',
  reverb: { size: 0.45, mix: 0.18 },
});

/** A Baroque promenade: a flute over string chords, harp arpeggios and a walking continuo. */
export const BAROQUE = style({
  scale: 'major',
  progression: { a: 'I | V | vi | iii', a2: 'IV | I | IV V | I', b: 'vi | iii | IV | V' },
  instruments: {
    lead: 'flute',
    comp: 'strings',
    bass: 'bass-pluck',
    arp: 'harp',
    harmony: 'strings',
  },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['calm'], { legato: 0.95, leaps: 0.25 }),
  bass: [
    { at: 0, length: 1, tone: 'root' },
    { at: 1, length: 1, tone: 'octave' },
    { at: 2, length: 1, tone: 'fifth' },
    { at: 3, length: 1, tone: 'octave' },
  ],
  comp: [
    { at: 0, length: 2 },
    { at: 2, length: 2, accent: 0.85 },
  ],
  compCentre: 58,
  arp: { step: 0.5, order: [0, 2, 1, 3, 2, 4, 3, 1], gate: 1.5 },
  drums: { a: {}, b: { triangle: 'o...............' } },
  accent: 'triangle',
  reverb: { size: 0.8, mix: 0.35 },
});

/** A lullaby: a music box over a soft pad, harp ripples, a tinkle of triangle. */
export const LULLABY = style({
  scale: 'major',
  progression: {
    a: 'Imaj7 | IV | vi7 | V',
    a2: 'Imaj7 | IV | ii7 V | I',
    b: 'IVmaj7 | iii7 | vi7 | V',
  },
  instruments: {
    lead: 'music-box',
    comp: 'soft-pad',
    bass: 'sub-bass',
    arp: 'harp',
    harmony: 'flute',
  },
  leadOctave: 12,
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['calm'], { legato: 0.95, leaps: 0.3 }),
  bass: rootThenFifth(2, 2),
  comp: [{ at: 0, length: 4, accent: 0.75 }],
  compCentre: 60,
  arp: { step: 0.5, order: [0, 1, 2, 3, 4, 3, 2, 1], gate: 2 },
  drums: {
    a: { shaker: '....o.......o...' },
    b: { shaker: '..o...o...o...o.', kick: 'o.......o.......' },
  },
  accent: 'triangle',
  reverb: { size: 0.85, mix: 0.4 },
});

/**
 * What turns the lullaby into a dream (a track's tweak): lydian, whose raised fourth floats, over
 * a major chord on the second degree, the tune in the middle octave.
 */
export const LYDIAN_LULLABY: StyleTweak = {
  scale: 'lydian',
  progression: {
    a: 'Imaj7 | II | Imaj7 | II',
    a2: 'Imaj7 | II | vi7 V | I',
    b: 'vi7 | II | iii7 | V',
  },
  leadOctave: 0,
};

/** Film-score epic: brass over strings, a pizzicato ostinato, timpani and toms. */
export const EPIC = style({
  scale: 'minor',
  progression: { a: 'i | bVI | bIII | bVII', a2: 'i | bVI | bVII | i', b: 'iv | bVI | bVII | V' },
  instruments: {
    lead: 'brass',
    comp: 'strings',
    bass: 'tuba',
    arp: 'pizzicato',
    harmony: 'choir',
  },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['calm', 'lively'], { legato: 0.9, leaps: 0.5 }),
  bass: [
    { at: 0, length: 1.5, tone: 'root' },
    { at: 1.5, length: 0.5, tone: 'root' },
    { at: 2, length: 2, tone: 'root' },
  ],
  comp: [{ at: 0, length: 4 }],
  compCentre: 58,
  arp: { step: 0.5, order: [0, 1, 2, 1, 0, 1, 2, 1], gate: 0.5 },
  drums: {
    a: { timpani: 'X.......X.......', 'tom-low': '..........x.....' },
    b: { timpani: 'X...X...X...x.x.', snare: '....X.......X...', 'tom-low': 'x.x...x.x.x...x.' },
    fill: {
      timpani: 'X.......X.......',
      'tom-high': 'x.x.x.x.........',
      'tom-low': '........X.X.XXXX',
    },
  },
  accent: 'crash',
  reverb: { size: 0.8, mix: 0.35 },
});

/** A magical scherzo: a celesta tune in a minor key, pizzicato oom-pah-pah, harp and strings. */
export const SCHERZO = style({
  meter: '3/4',
  scale: 'harmonicMinor',
  progression: { a: 'i | bVI | iv | V', a2: 'i | iv | V7 | i', b: 'bVI | iv | V | V7' },
  instruments: {
    lead: 'celesta',
    comp: 'pizzicato',
    bass: 'bass-pluck',
    arp: 'harp',
    harmony: 'strings',
  },
  leadOctave: 12,
  leadDouble: 'octave-down',
  melody: tune(CELLS_3_4, ['lively'], { legato: 0.8, leaps: 0.45 }),
  bass: [{ at: 0, length: 0.9, tone: 'root' }],
  comp: [
    { at: 1, length: 0.4 },
    { at: 2, length: 0.4 },
  ],
  compCentre: 60,
  arp: { step: 0.5, order: [0, 1, 2, 3, 2, 1], gate: 0.9 },
  drums: {
    a: { shaker: '..o.o.' },
    b: { timpani: 'x.....', shaker: '..o.o.', triangle: 'x.....' },
  },
  accent: 'triangle',
  reverb: { size: 0.75, mix: 0.33 },
});
