import type { TemplateDefinition } from '../template-types.ts';
import { scene } from './define.ts';

/** Race cars, go-karts and construction crews. */
export const WHEELS_AND_BUILDERS_TEMPLATES: readonly TemplateDefinition[] = [
  scene({
    id: 'checkered-flag-grand-prix',
    name: 'Checkered Flag Grand Prix',
    description:
      'Engines rev on the starting grid as the lights count down, then the flag drops on the fastest party in town.',
    theme: 'race cars',
    searchTerms: ['racing', 'race car', 'formula', 'speed', 'pit crew', 'birthday'],
    palette: {
      background: '#1c1c1c',
      surface: '#f8f9fa',
      primary: '#e03131',
      accent: '#ffd43b',
      text: '#141414',
    },
    fonts: { display: 'Bungee', body: 'Nunito' },
    motifs: ['checkers', 'lightning', 'stars'],
    layout: 'countdown',
  }),
  scene({
    id: 'pit-stop-party',
    name: 'Pit Stop Party',
    description:
      'A vintage racing poster with tire tracks, trophies and a pit board showing when and where to refuel on cake.',
    theme: 'race cars',
    searchTerms: ['racing', 'pit stop', 'cars', 'trophy', 'vintage'],
    palette: {
      background: '#0b4f6c',
      surface: '#fff8e7',
      primary: '#c1121f',
      accent: '#01baef',
      text: '#1d2d35',
    },
    fonts: { display: 'Luckiest Guy', body: 'Baloo 2' },
    motifs: ['checkers', 'stars', 'zigzag'],
    layout: 'poster',
  }),
  scene({
    id: 'go-kart-rally',
    name: 'Go-Kart Rally',
    description:
      'Pick your kart on a retro racing-game screen, boost past the banana peels and cross the line at your party.',
    theme: 'go-kart',
    searchTerms: ['go kart', 'karting', 'racing', 'track', 'arcade racer'],
    palette: {
      background: '#1a1446',
      surface: '#e9fbe5',
      primary: '#2b8a3e',
      accent: '#ff922b',
      text: '#132a13',
    },
    fonts: { display: 'Press Start 2P', body: 'Nunito' },
    motifs: ['checkers', 'pixels', 'lightning'],
    layout: 'arcade',
  }),
  scene({
    id: 'dig-zone-construction-crew',
    name: 'Dig Zone Construction Crew',
    description:
      'Hard hats on! Diggers, dump trucks and caution tape frame a job-site poster for a party under construction.',
    theme: 'construction',
    searchTerms: ['digger', 'excavator', 'dump truck', 'hard hat', 'builder', 'trucks'],
    palette: {
      background: '#ffd43b',
      surface: '#fffdf2',
      primary: '#1f1f1f',
      accent: '#f76707',
      text: '#262626',
    },
    fonts: { display: 'Bungee', body: 'Baloo 2' },
    motifs: ['zigzag', 'gears', 'dots'],
    layout: 'poster',
  }),
  scene({
    id: 'hard-hat-countdown',
    name: 'Hard Hat Countdown',
    description:
      'A crane lowers giant number blocks one by one as the crew counts down to a day of building and birthday cake.',
    theme: 'construction',
    searchTerms: ['crane', 'blocks', 'builder', 'trucks', 'bulldozer'],
    palette: {
      background: '#495057',
      surface: '#fff4e6',
      primary: '#d9480f',
      accent: '#fcc419',
      text: '#2b2118',
    },
    fonts: { display: 'Lilita One', body: 'Nunito' },
    motifs: ['gears', 'checkers', 'lightning'],
    layout: 'countdown',
  }),
];
