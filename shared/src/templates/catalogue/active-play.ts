import type { TemplateDefinition } from '../template-types.ts';
import { scene } from './define.ts';

/** Bouncing, jumping, dancing, laser tag and pool parties. */
export const ACTIVE_PLAY_TEMPLATES: readonly TemplateDefinition[] = [
  scene({
    id: 'bounce-house-blast',
    name: 'Bounce House Blast',
    description:
      'A bouncy castle inflates with every number of the countdown until it springs open on a jump-around good time.',
    theme: 'bounce',
    searchTerms: ['bounce house', 'bouncy castle', 'inflatable', 'jump', 'birthday'],
    palette: {
      background: '#74c0fc',
      surface: '#ffffff',
      primary: '#d6336c',
      accent: '#40c057',
      text: '#1c2541',
    },
    fonts: { display: 'Luckiest Guy', body: 'Fredoka' },
    motifs: ['balloons', 'stars', 'zigzag'],
    layout: 'countdown',
  }),
  scene({
    id: 'boing-boing-bounce-bash',
    name: 'Boing Boing Bounce Bash',
    description:
      'Letters bounce off the walls of a squishy poster, boing-ing into place to tell everyone where to jump in.',
    theme: 'bounce',
    searchTerms: ['bounce', 'jumping', 'inflatables', 'bouncy', 'kids party'],
    palette: {
      background: '#fff3bf',
      surface: '#fffef9',
      primary: '#5f3dc4',
      accent: '#ff6b6b',
      text: '#25204a',
    },
    fonts: { display: 'Fredoka', body: 'Nunito' },
    motifs: ['balloons', 'dots', 'confetti'],
    layout: 'poster',
  }),
  scene({
    id: 'sky-high-trampoline-jam',
    name: 'Sky-High Trampoline Jam',
    description:
      'Jumpers soar into the spotlight, flipping higher each bounce: a gravity-defying party at the trampoline park.',
    theme: 'trampoline',
    searchTerms: ['trampoline', 'jump park', 'flips', 'air', 'bounce'],
    palette: {
      background: '#102a43',
      surface: '#f0f4ff',
      primary: '#0b6bcb',
      accent: '#ff8c42',
      text: '#102a43',
    },
    fonts: { display: 'Bungee', body: 'Baloo 2' },
    motifs: ['stars', 'zigzag', 'lightning'],
    layout: 'spotlight',
  }),
  scene({
    id: 'dance-floor-disco',
    name: 'Dance Floor Disco',
    description:
      'The disco ball drops, the light-up floor starts pulsing and the spotlight calls everyone to the dance floor.',
    theme: 'dance',
    searchTerms: ['disco', 'dance party', 'dj', 'groove', 'seventies', 'glitter ball'],
    palette: {
      background: '#1a0b2e',
      surface: '#fdf4ff',
      primary: '#9c36b5',
      accent: '#22b8cf',
      text: '#2a0f3a',
    },
    fonts: { display: 'Shrikhand', body: 'Nunito' },
    motifs: ['notes', 'sparkles', 'stars'],
    layout: 'spotlight',
  }),
  scene({
    id: 'glow-stick-dance-off',
    name: 'Glow Stick Dance-Off',
    description:
      'Neon glow sticks crack and count down the beats to a dance-off that lights up the whole night.',
    theme: 'dance',
    searchTerms: ['glow party', 'neon', 'dance off', 'dj', 'rave', 'teen party'],
    palette: {
      background: '#0a0a23',
      surface: '#eefcf3',
      primary: '#c2255c',
      accent: '#51cf66',
      text: '#0c1f14',
    },
    fonts: { display: 'Orbitron', body: 'Quicksand' },
    motifs: ['notes', 'lightning', 'zigzag'],
    layout: 'countdown',
  }),
  scene({
    id: 'laser-tag-showdown',
    name: 'Laser Tag Showdown',
    description:
      'Lock and load: laser beams criss-cross a mission screen that briefs each agent on the time and place of battle.',
    theme: 'laser tag',
    searchTerms: ['laser tag', 'lasers', 'mission', 'team battle', 'neon', 'arena'],
    palette: {
      background: '#050b18',
      surface: '#e6fcf5',
      primary: '#0b7a55',
      accent: '#f03e3e',
      text: '#082016',
    },
    fonts: { display: 'Orbitron', body: 'Nunito' },
    motifs: ['lightning', 'pixels', 'stars'],
    layout: 'arcade',
  }),
  scene({
    id: 'neon-arena-laser-battle',
    name: 'Neon Arena Laser Battle',
    description:
      'Two teams, one glowing arena: a sci-fi poster with targets and laser blasts invites every player to join the fight.',
    theme: 'laser tag',
    searchTerms: ['laser tag', 'arena', 'blasters', 'neon', 'sci-fi'],
    palette: {
      background: '#240046',
      surface: '#f8f0ff',
      primary: '#3c096c',
      accent: '#00b4d8',
      text: '#1b0033',
    },
    fonts: { display: 'Bungee', body: 'Quicksand' },
    motifs: ['lightning', 'dots', 'zigzag'],
    layout: 'poster',
  }),
  scene({
    id: 'cannonball-pool-party',
    name: 'Cannonball Pool Party',
    description:
      'A splashy envelope with a beach-ball seal opens to floaties, sunshine and a cannonball contest.',
    theme: 'pool party',
    searchTerms: ['pool', 'swimming', 'splash', 'summer', 'beach ball', 'floaties'],
    palette: {
      background: '#66d9e8',
      surface: '#ffffff',
      primary: '#0b7285',
      accent: '#ff922b',
      text: '#0b2b33',
    },
    fonts: { display: 'Lilita One', body: 'Nunito' },
    motifs: ['bubbles', 'waves', 'balls'],
    layout: 'envelope',
  }),
  scene({
    id: 'splash-zone-summer',
    name: 'Splash Zone Summer',
    description:
      'Counting down the hours to the splash zone, with water slides, squirt guns and sunscreen on standby.',
    theme: 'pool party',
    searchTerms: ['pool', 'water slide', 'splash pad', 'summer', 'water party'],
    palette: {
      background: '#fff9db',
      surface: '#f4fdff',
      primary: '#1864ab',
      accent: '#fd7e14',
      text: '#0c2a4a',
    },
    fonts: { display: 'Fredoka', body: 'Quicksand' },
    motifs: ['waves', 'bubbles', 'sparkles'],
    layout: 'countdown',
  }),
];
