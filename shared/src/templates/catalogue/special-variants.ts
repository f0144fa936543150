import type { TemplateDefinition } from '../template-types.ts';
import { fancy, teaser } from './define.ts';

/**
 * Templates that are not React scenes: the fancy ones run their own bundle in a sandboxed frame,
 * and the horror teaser only shows a card that opens the full preview in a new tab.
 */
export const SPECIAL_VARIANT_TEMPLATES: readonly TemplateDefinition[] = [
  fancy({
    id: 'fancy-fireworks-gala',
    name: 'Fireworks Gala',
    description:
      'A gold-foil card glows under a midnight sky as fireworks burst over your party details: black tie optional, wow guaranteed.',
    theme: 'fantasy themes',
    searchTerms: ['fireworks', 'gala', 'new year', 'elegant', 'gold', 'fancy'],
    palette: {
      background: '#08061e',
      surface: '#fff8e7',
      primary: '#7a5a00',
      accent: '#e0b000',
      text: '#231a0b',
    },
    fonts: { display: 'Cinzel', body: 'Playfair Display' },
    motifs: ['sparkles', 'stars', 'streamers'],
    layout: 'storybook',
  }),
  fancy({
    id: 'fancy-neon-disco',
    name: 'Neon Disco',
    description:
      'A mirror ball spins, neon lights pulse in pink and cyan and your invitation flashes onto the dance floor.',
    theme: 'dance',
    searchTerms: ['disco', 'neon', 'dance party', 'glow', 'eighties', 'fancy'],
    palette: {
      background: '#12002b',
      surface: '#fff0fd',
      primary: '#86198f',
      accent: '#22d3ee',
      text: '#1e0530',
    },
    fonts: { display: 'Bungee', body: 'Nunito' },
    motifs: ['dots', 'lightning', 'stars'],
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
