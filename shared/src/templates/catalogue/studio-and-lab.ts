import type { TemplateDefinition } from '../template-types.ts';
import { scene } from './define.ts';

/** Art, science and the "two cool" second birthday. */
export const STUDIO_AND_LAB_TEMPLATES: readonly TemplateDefinition[] = [
  scene({
    id: 'paint-splash-art-studio',
    name: 'Paint Splash Art Studio',
    description:
      'Brushes flick paint across the pages of a sketchbook until your party details appear in bright, drippy colour.',
    theme: 'art',
    searchTerms: ['art party', 'painting', 'crafts', 'paint', 'artist', 'studio'],
    palette: {
      background: '#f8f9fa',
      surface: '#fffdf7',
      primary: '#e8590c',
      accent: '#4263eb',
      text: '#212529',
    },
    fonts: { display: 'Permanent Marker', body: 'Nunito' },
    motifs: ['dots', 'confetti', 'zigzag'],
    layout: 'storybook',
  }),
  scene({
    id: 'little-picasso-gallery',
    name: 'Little Picasso Gallery',
    description:
      'A gallery opening poster in a gilded frame: easels, berets and masterpieces by the guest of honour.',
    theme: 'art',
    searchTerms: ['art', 'gallery', 'easel', 'crafts', 'drawing', 'creative'],
    palette: {
      background: '#ffd8a8',
      surface: '#fffaf5',
      primary: '#1c7ed6',
      accent: '#e03131',
      text: '#1a1b1e',
    },
    fonts: { display: 'Permanent Marker', body: 'Quicksand' },
    motifs: ['flowers', 'dots', 'hearts'],
    layout: 'poster',
  }),
  scene({
    id: 'mad-science-lab',
    name: 'Mad Science Lab',
    description:
      'Beakers bubble and fizz as the lab countdown hits zero, then KABOOM: an explosion of party details.',
    theme: 'science',
    searchTerms: ['science', 'experiments', 'lab', 'chemistry', 'slime', 'stem'],
    palette: {
      background: '#0b3c49',
      surface: '#f0fff4',
      primary: '#2b8a3e',
      accent: '#f783ac',
      text: '#0b2e13',
    },
    fonts: { display: 'Bungee', body: 'Nunito' },
    motifs: ['bubbles', 'gears', 'lightning'],
    layout: 'countdown',
  }),
  scene({
    id: 'robot-inventors-club',
    name: 'Robot Inventors Club',
    description:
      'Gears turn and circuits spark on a blueprint screen as a friendly robot assembles your invitation.',
    theme: 'science',
    searchTerms: ['robots', 'engineering', 'stem', 'inventor', 'coding', 'science'],
    palette: {
      background: '#1c3f6e',
      surface: '#f0f7ff',
      primary: '#0b5ed7',
      accent: '#ff9f1c',
      text: '#0d1b2a',
    },
    fonts: { display: 'Orbitron', body: 'Quicksand' },
    motifs: ['gears', 'pixels', 'lightning'],
    layout: 'arcade',
  }),
  scene({
    id: 'two-cool-birthday',
    name: 'Two Cool Birthday',
    description:
      'Shades on, the spotlight rolls up on the coolest two-year-old in town. Retro vibes, radical party.',
    theme: 'two cool',
    searchTerms: ['two cool', 'second birthday', '2nd birthday', 'sunglasses', 'retro', 'rad'],
    palette: {
      background: '#2ec4b6',
      surface: '#ffffff',
      primary: '#e71d36',
      accent: '#ff9f1c',
      text: '#011627',
    },
    fonts: { display: 'Shrikhand', body: 'Fredoka' },
    motifs: ['zigzag', 'dots', 'stars'],
    layout: 'spotlight',
  }),
  scene({
    id: 'two-cool-for-school',
    name: 'Two Cool for School',
    description:
      'A rad retro poster with sunglasses, skateboards and a giant 2: the second birthday with serious swagger.',
    theme: 'two cool',
    searchTerms: ['two cool', '2nd birthday', 'toddler', 'retro', 'sunglasses'],
    palette: {
      background: '#ffbe0b',
      surface: '#fffdf4',
      primary: '#3a0ca3',
      accent: '#f72585',
      text: '#1a0b3d',
    },
    fonts: { display: 'Bungee', body: 'Quicksand' },
    motifs: ['lightning', 'zigzag', 'confetti'],
    layout: 'poster',
  }),
];
