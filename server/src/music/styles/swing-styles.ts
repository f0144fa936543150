import { CELLS_4_4 } from '../compose/rhythm-cells.ts';
import type { Style } from '../compose/style.ts';
import { buildingUp, chordsOnTwoAndFour, rootThenFifth, style, tune } from './style-parts.ts';

const SWING_RIDE = 'X...x.x.X...x.x.';
const TWO_AND_FOUR = '....x.......x...';

/** Swing: a walking bass, Charleston piano, a ride cymbal that goes ding, ding-a-ding. */
export const SWING = style({
  swing: 0.64,
  scale: 'major',
  progression: { a: 'I6 | vi7 | ii7 | V7', a2: 'I6 | vi7 | ii7 V7 | I6', b: 'IV | iv | I6 | V7' },
  instruments: { lead: 'vibes', comp: 'piano', bass: 'bass-pluck', harmony: 'clarinet' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.85, leaps: 0.35 }),
  bass: 'walking',
  comp: [
    { at: 0, length: 0.8 },
    { at: 1.5, length: 0.4, accent: 0.8 },
  ],
  compCentre: 59,
  drums: buildingUp({
    a: { ride: SWING_RIDE, 'hat-closed': TWO_AND_FOUR, kick: 'o...o...o...o...' },
    bAdds: { snap: '....X.......X...', brush: '......o.......o.' },
    fill: { ride: 'X...x.x.X.......', kick: 'o...o...o...o...', snare: '........o.x.x.XX' },
  }),
  accent: 'crash',
  reverb: { size: 0.5, mix: 0.2 },
});

/** Swing in a minor key: rattling xylophone bones and a tiptoeing bass. */
export const SPOOKY_SWING: Style = {
  ...SWING,
  scale: 'harmonicMinor',
  progression: { a: 'i | iv | i | V7', a2: 'i | iv | V7 | i', b: 'iv | iv | i | V7' },
  instruments: { lead: 'xylophone', comp: 'organ', bass: 'bass-pluck', harmony: 'clarinet' },
  melody: { ...SWING.melody, legato: 0.6, leaps: 0.45 },
  comp: chordsOnTwoAndFour(0.4),
  drums: {
    a: {
      ride: SWING_RIDE,
      'hat-closed': TWO_AND_FOUR,
      kick: 'o...o...o...o...',
      'wood-block': '..x.......x.....',
    },
    b: {
      ride: SWING_RIDE,
      snare: '....X.......X...',
      kick: 'x...x...x...x...',
      'wood-block': '..x...x...x...x.',
    },
    fill: { kick: 'x...x...x...x...', snare: '........x.x.xxXX', 'tom-low': '..............X.' },
  },
};

/** A sleigh-ride shuffle: jingle bells on the swung eighths, a two-beat bass, bright bells. */
export const SLEIGH_SHUFFLE = style({
  swing: 0.66,
  scale: 'major',
  progression: { a: 'I | IV | I | V7', a2: 'I | IV | V7 | I', b: 'IV | IV | I | V7' },
  instruments: { lead: 'glockenspiel', comp: 'piano', bass: 'bass-pluck', harmony: 'brass' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.8, leaps: 0.3 }),
  bass: rootThenFifth(2, 1.8),
  comp: chordsOnTwoAndFour(0.6),
  compCentre: 60,
  drums: {
    a: { 'sleigh-bells': 'X.x.X.x.X.x.X.x.', kick: 'X.......X.......', brush: '....x.......x...' },
    b: {
      'sleigh-bells': 'X.x.X.x.X.x.X.x.',
      kick: 'X.....x.X.......',
      snare: '....X.......X...',
      tambourine: '....x.......x...',
    },
    fill: {
      'sleigh-bells': 'X.x.X.x.X.x.X.x.',
      kick: 'X.......X.......',
      snare: '........x.x.XxXX',
    },
  },
  accent: 'crash',
  reverb: { size: 0.6, mix: 0.25 },
});

/** Boogie-woogie: the bass climbs the chord in swung eighths, organ on top. */
export const BOOGIE = style({
  swing: 0.64,
  scale: 'mixolydian',
  progression: { a: 'I7 | IV7 | I7 | I7', a2: 'IV7 | I7 | V7 IV7 | I7', b: 'IV7 | IV7 | I7 | V7' },
  instruments: { lead: 'organ', comp: 'piano', bass: 'bass-pluck', harmony: 'brass' },
  leadDouble: 'octave-down',
  melody: tune(CELLS_4_4, ['lively'], { legato: 0.75, leaps: 0.35 }),
  bass: (
    ['root', 'third', 'fifth', 'sixth', 'flat-seventh', 'sixth', 'fifth', 'third'] as const
  ).map((tone, i) => ({ at: i * 0.5, length: 0.5, tone })),
  comp: chordsOnTwoAndFour(0.45),
  compCentre: 61,
  drums: {
    a: { kick: 'X.......X.......', snare: TWO_AND_FOUR, ride: 'X.x.X.x.X.x.X.x.' },
    b: {
      kick: 'X.......X.......',
      snare: '....X.......X...',
      clap: '....X.......X...',
      ride: 'X.x.X.x.X.x.X.x.',
    },
    fill: { kick: 'X.......X.......', snare: '........x.x.xxXX' },
  },
  accent: 'crash',
  reverb: { size: 0.4, mix: 0.15 },
});
