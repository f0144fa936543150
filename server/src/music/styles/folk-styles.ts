import { CELLS_4_4, CELLS_6_8 } from '../compose/rhythm-cells.ts';
import { bandDrums, buildingUp, oomPah, rootThenFifth, style, tune } from './style-parts.ts';

/** A barn-dance hoedown: fiddle tune, banjo rolls, boom-chick guitar, two-beat bass. */
export const HOEDOWN = style({
  scale: 'major',
  progression: { a: 'I | I | IV | V', a2: 'I | IV | V7 | I', b: 'IV | I | V | V7' },
  instruments: {
    lead: 'fiddle',
    comp: 'guitar',
    bass: 'bass-pluck',
    arp: 'banjo',
    harmony: 'fiddle',
  },
  leadDouble: 'third-below',
  melody: tune(CELLS_4_4, ['busy', 'lively'], { legato: 0.85, leaps: 0.3 }),
  ...oomPah(0.9, 0.4),
  compCentre: 60,
  strum: 0.01,
  arp: { step: 0.5, order: [2, 1, 0, 2, 1, 0, 2, 1], gate: 1.5 },
  drums: {
    a: { kick: 'x.......x.......', brush: '....x.......x...' },
    b: { kick: 'X...x...X...x...', snare: '....x.......x...', tambourine: '..x...x...x...x.' },
    fill: { kick: 'X.......X.......', snare: '........x.x.xxxx' },
  },
  accent: 'tambourine',
  reverb: { size: 0.35, mix: 0.15 },
});

/** A jig in 6/8: squeezebox tune, strummed guitar, a frame drum and tambourine. */
export const JIG = style({
  meter: '6/8',
  scale: 'major',
  progression: { a: 'I | IV | I | V', a2: 'I | IV | V | I', b: 'IV | I | vi | V' },
  instruments: { lead: 'accordion', comp: 'guitar', bass: 'bass-pluck', harmony: 'fiddle' },
  leadDouble: 'third-below',
  melody: tune(CELLS_6_8, ['lively'], { legato: 0.85, leaps: 0.35 }),
  bass: rootThenFifth(3, 2),
  comp: [
    { at: 0, length: 1, accent: 0.75 },
    { at: 2, length: 1, accent: 0.55 },
    { at: 3, length: 1, accent: 0.75 },
    { at: 5, length: 1, accent: 0.55 },
  ],
  compCentre: 60,
  strum: 0.01,
  drums: {
    a: { 'tom-low': 'x..x..', tambourine: '..o..o' },
    b: { 'tom-low': 'X.xX.x', tambourine: 'o.oo.o' },
    fill: { 'tom-low': 'X.xxxx', tambourine: 'x..x..' },
  },
  accent: 'tambourine',
  reverb: { size: 0.45, mix: 0.2 },
});

/** Klezmer: a clarinet in freygish, oom-pah tuba, accordion on the off-beats, tambourine. */
export const KLEZMER = style({
  scale: 'freygish',
  progression: { a: 'I | iv | I | bvii', a2: 'I | iv | bII | I', b: 'iv | iv | I | bII' },
  instruments: { lead: 'clarinet', comp: 'accordion', bass: 'tuba', harmony: 'fiddle' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively', 'busy'], { legato: 0.8, leaps: 0.35 }),
  ...oomPah(0.9, 0.45),
  compCentre: 60,
  drums: {
    a: { kick: 'X.......X.......', snare: '....x.......x...', tambourine: '....X.......X...' },
    b: { kick: 'X.....X.X.......', snare: '....X.......X...', tambourine: 'x.x.X.x.x.x.X.x.' },
    fill: { kick: 'X.......X.......', snare: '........x.xxXXXX' },
  },
  accent: 'tambourine',
  reverb: { size: 0.4, mix: 0.18 },
});

/** A medieval dance in 6/8: recorder tune over a drone, lute strums, harp and frame drum. */
export const MEDIEVAL = style({
  meter: '6/8',
  scale: 'dorian',
  progression: { a: 'i | bVII | i | bVII', a2: 'i | IV | bVII | i', b: 'bIII | bVII | IV | IV' },
  instruments: {
    lead: 'flute',
    comp: 'guitar',
    bass: 'bass-pluck',
    arp: 'harp',
    harmony: 'fiddle',
  },
  leadDouble: 'octave-down',
  melody: tune(CELLS_6_8, ['lively'], { legato: 0.85, leaps: 0.3 }),
  bass: rootThenFifth(3, 2.8, 'fifth-below'),
  comp: [
    { at: 0, length: 2.5 },
    { at: 3, length: 2.5, accent: 0.8 },
  ],
  compCentre: 58,
  strum: 0.02,
  arp: { step: 1, order: [0, 1, 2, 3, 2, 1], gate: 1.2 },
  drums: {
    a: { 'tom-low': 'X..x..', tambourine: '...o..' },
    b: { 'tom-low': 'X.xX.x', tambourine: 'o.oo.o' },
  },
  accent: 'tambourine',
  reverb: { size: 0.6, mix: 0.28 },
});

/** A circus galop: calliope tune, oom-pah tuba and accordion, xylophone doubling, snare rolls. */
export const GALOP = style({
  scale: 'major',
  progression: { a: 'I | I | V7 | V7', a2: 'I | I | V7 | I', b: 'IV | IV | I | V7' },
  instruments: { lead: 'calliope', comp: 'accordion', bass: 'tuba', harmony: 'xylophone' },
  leadDouble: 'octave-up',
  melody: tune(CELLS_4_4, ['busy', 'lively'], { legato: 0.7, leaps: 0.4 }),
  ...oomPah(0.45, 0.4),
  compCentre: 62,
  drums: bandDrums({ a: '....X.......X...', b: '....X.......X...', fill: 'XxXxXxXxXxXxXXXX' }),
  accent: 'crash',
  reverb: { size: 0.4, mix: 0.15 },
});

/** A stadium stomp: stomp-stomp-clap, a ballpark organ and a brass chant. */
export const STOMP = style({
  scale: 'dorian',
  progression: { a: 'i | i | bVI | bVII', a2: 'i | bVI | bVII | i', b: 'iv | bVI | bVII | bVII' },
  instruments: { lead: 'brass', comp: 'organ', bass: 'synth-bass', harmony: 'brass' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['calm', 'lively'], { legato: 0.75, leaps: 0.4 }),
  bass: [
    { at: 0, length: 0.5, tone: 'root' },
    { at: 0.5, length: 0.5, tone: 'root' },
    { at: 2, length: 0.5, tone: 'root' },
    { at: 2.5, length: 0.5, tone: 'root' },
  ],
  comp: [
    { at: 0, length: 1.8, accent: 0.75 },
    { at: 2, length: 1.8, accent: 0.65 },
  ],
  compCentre: 60,
  drums: buildingUp({
    a: { stomp: 'X.X.....X.X.....', clap: '....X.......X...' },
    bAdds: { 'hat-closed': 'x.x.x.x.x.x.x.x.' },
    fill: { stomp: 'X.X.....X.X.....', clap: '....X...X.X.XXXX' },
  }),
  accent: 'crash',
  reverb: { size: 0.6, mix: 0.22 },
});
