import type { TemplateDefinition } from '../template-types.ts';
import { fancy, teaser } from './define.ts';

/**
 * Templates that are not React scenes: the fancy ones run their own bundle in a sandboxed frame,
 * and the horror teaser only shows a card that opens the full preview in a new tab.
 */
export const SPECIAL_VARIANT_TEMPLATES: readonly TemplateDefinition[] = [
  fancy({
    id: 'enchanted-spellbook',
    name: 'Enchanted Spellbook',
    description:
      'A leather spellbook flies open, pages flutter by themselves and your party is written in glowing ink, one spell at a time.',
    theme: 'wizarding',
    searchTerms: ['wizard', 'spellbook', 'magic', 'witch', 'potions', 'fancy'],
    palette: {
      background: '#160f29',
      surface: '#f3e9d2',
      primary: '#5b2a86',
      accent: '#e0b000',
      text: '#231a0b',
    },
    fonts: { display: 'Cinzel', body: 'Playfair Display' },
    motifs: ['sparkles', 'moons', 'stars'],
    layout: 'storybook',
  }),
  fancy({
    id: 'midnight-carriage-ball',
    name: 'Midnight Carriage Ball',
    description:
      'A pumpkin turns into a glass carriage that races the clock to midnight, trailing stardust and your royal invitation.',
    theme: 'princess',
    searchTerms: ['princess', 'carriage', 'midnight', 'glass slipper', 'ball', 'fancy'],
    palette: {
      background: '#0d1b4c',
      surface: '#f5f8ff',
      primary: '#3949ab',
      accent: '#ffd6e8',
      text: '#10163a',
    },
    fonts: { display: 'Great Vibes', body: 'Nunito' },
    motifs: ['sparkles', 'crowns', 'stars'],
    layout: 'countdown',
  }),
  teaser({
    id: 'haunted-manor',
    name: 'Haunted Manor',
    description:
      'Creaking doors, flickering candles and something in the portrait that follows your guests: enter the manor if you dare.',
    theme: 'halloween',
    searchTerms: ['haunted house', 'horror', 'scary', 'ghosts', 'halloween', 'manor'],
    palette: {
      background: '#0a0a0a',
      surface: '#e9e4d8',
      primary: '#7a0000',
      accent: '#8a8f98',
      text: '#1a1410',
    },
    fonts: { display: 'Creepster', body: 'Playfair Display' },
    motifs: ['bats', 'moons', 'flames'],
    layout: 'spotlight',
  }),
];
