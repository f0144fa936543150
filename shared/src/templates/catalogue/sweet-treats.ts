import type { TemplateDefinition } from '../template-types.ts';
import { scene } from './define.ts';

/** Candy, ice cream and carnival parties. */
export const SWEET_TREAT_TEMPLATES: readonly TemplateDefinition[] = [
  scene({
    id: 'candy-land-dash',
    name: 'Candy Land Dash',
    description:
      'A gumdrop path winds to your party door, with lollipops popping up at every step of the countdown to sugar-rush fun.',
    theme: 'candy',
    searchTerms: ['sweets', 'lollipop', 'gumdrop', 'candyland', 'sugar', 'birthday'],
    palette: {
      background: '#ffd6ec',
      surface: '#fff8fc',
      primary: '#c2185b',
      accent: '#26a69a',
      text: '#3b0d24',
    },
    fonts: { display: 'Lilita One', body: 'Nunito' },
    motifs: ['candy', 'dots', 'confetti'],
    layout: 'envelope',
  }),
  scene({
    id: 'lollipop-lane',
    name: 'Lollipop Lane',
    description:
      'Swirly lollipops and peppermint stripes turn the pages of a sweet little storybook invitation.',
    theme: 'candy',
    searchTerms: ['sweets', 'peppermint', 'swirl', 'sweet shop', 'candy shop'],
    palette: {
      background: '#fff0c7',
      surface: '#fffdf5',
      primary: '#d9480f',
      accent: '#e64980',
      text: '#3d2400',
    },
    fonts: { display: 'Shrikhand', body: 'Quicksand' },
    motifs: ['candy', 'zigzag', 'hearts'],
    layout: 'storybook',
  }),
  scene({
    id: 'sprinkle-scoop-social',
    name: 'Sprinkle Scoop Social',
    description:
      'A towering waffle cone sways on a pastel poster, raining rainbow sprinkles on every party detail.',
    theme: 'ice cream',
    searchTerms: ['ice cream social', 'sundae', 'cone', 'sprinkles', 'gelato', 'summer'],
    palette: {
      background: '#c9f2ea',
      surface: '#fffaf0',
      primary: '#b3326a',
      accent: '#f59f00',
      text: '#3a2318',
    },
    fonts: { display: 'Pacifico', body: 'Nunito' },
    motifs: ['confetti', 'dots', 'hearts'],
    layout: 'poster',
  }),
  scene({
    id: 'triple-scoop-countdown',
    name: 'Triple Scoop Countdown',
    description:
      'Three, two, one: a scoop drops onto the cone with each tick until your ice cream party is served.',
    theme: 'ice cream',
    searchTerms: ['ice cream', 'sundae bar', 'scoops', 'dessert', 'sweet'],
    palette: {
      background: '#ffe5d0',
      surface: '#ffffff',
      primary: '#7b3f00',
      accent: '#ff6b9d',
      text: '#2b1606',
    },
    fonts: { display: 'Lilita One', body: 'Quicksand' },
    motifs: ['dots', 'candy', 'sparkles'],
    layout: 'countdown',
  }),
  scene({
    id: 'carnival-midway-mania',
    name: 'Carnival Midway Mania',
    description:
      'Striped tents, a spinning Ferris wheel and a ring-toss spotlight: step right up to the greatest party on the midway.',
    theme: 'carnival',
    searchTerms: ['circus', 'fair', 'big top', 'ferris wheel', 'popcorn', 'cotton candy'],
    palette: {
      background: '#2b0f3a',
      surface: '#fff4d6',
      primary: '#c92a2a',
      accent: '#fab005',
      text: '#2b0f3a',
    },
    fonts: { display: 'Rye', body: 'Nunito' },
    motifs: ['streamers', 'stars', 'balloons'],
    layout: 'spotlight',
  }),
  scene({
    id: 'step-right-up-circus',
    name: 'Step Right Up Circus',
    description:
      'A ticket-booth arcade with blinking bulbs, tossing rings and prize tickets that print out your party details.',
    theme: 'carnival',
    searchTerms: ['circus', 'clown', 'tickets', 'games', 'prizes', 'fun fair'],
    palette: {
      background: '#0b3d91',
      surface: '#fff9e6',
      primary: '#d6336c',
      accent: '#ffd43b',
      text: '#1a1a40',
    },
    fonts: { display: 'Bungee', body: 'Baloo 2' },
    motifs: ['checkers', 'confetti', 'stars'],
    layout: 'arcade',
  }),
];
