import type { Motif } from '@partyreel/shared/templates/template-types';
import { seededRandom } from './seeded-random.ts';

/**
 * Where each decorative motif is at scene time `t`. A field is 100 units wide and FIELD_HEIGHT
 * tall (the stage's 4:5 shape); sprites keep to the edges so they frame the words, not cover them.
 */
export const FIELD_WIDTH = 100;
export const FIELD_HEIGHT = 125;

export type MotifMotion =
  | 'rise'
  | 'fall'
  | 'twinkle'
  | 'float'
  | 'fly'
  | 'flicker'
  | 'spin'
  | 'flash';

/** How each motif moves: balloons rise, snow falls, stars twinkle, bats fly by… */
export const MOTIF_MOTION: Record<Motif, MotifMotion> = {
  balloons: 'rise',
  bubbles: 'rise',
  confetti: 'fall',
  snow: 'fall',
  leaves: 'fall',
  stars: 'twinkle',
  sparkles: 'twinkle',
  hearts: 'float',
  flowers: 'float',
  notes: 'float',
  candy: 'float',
  balls: 'float',
  paws: 'float',
  crowns: 'float',
  moons: 'float',
  waves: 'float',
  zigzag: 'float',
  checkers: 'float',
  dots: 'float',
  pixels: 'float',
  streamers: 'float',
  bats: 'fly',
  flames: 'flicker',
  gears: 'spin',
  lightning: 'flash',
};

export interface MotifSprite {
  motif: Motif;
  x: number;
  y: number;
  /** Size in field units (the shapes are drawn 24 units across). */
  size: number;
  /** Starting turn, degrees. */
  turn: number;
  /** Field units per second for moving motions. */
  speed: number;
  /** Offsets each sprite's wave, so they do not bob in unison. */
  phase: number;
  /** Turning direction, 1 or -1. */
  direction: 1 | -1;
  /** Which of the three palette colours it takes: 0 primary, 1 accent, 2 surface. */
  colour: 0 | 1 | 2;
}

export interface MotifPose {
  x: number;
  y: number;
  rotate: number;
  scale: number;
  /** Vertical squash, for wings and flames. */
  scaleY: number;
  opacity: number;
}

/** An edge-hugging position: the side bands mostly, the top and bottom bands sometimes. */
function edgePosition(random: () => number): { x: number; y: number } {
  if (random() < 0.7) {
    const left = random() < 0.5;
    return {
      x: left ? 3 + random() * 16 : FIELD_WIDTH - 3 - random() * 16,
      y: 6 + random() * (FIELD_HEIGHT - 12),
    };
  }
  const top = random() < 0.5;
  return {
    x: 8 + random() * (FIELD_WIDTH - 16),
    y: top ? 4 + random() * 9 : FIELD_HEIGHT - 4 - random() * 9,
  };
}

/** A template's scatter of `count` sprites, the same for the same seed. */
export function scatterMotifs(
  motifs: readonly Motif[],
  count: number,
  seed: number,
): MotifSprite[] {
  const known = motifs.filter((motif) => motif in MOTIF_MOTION);
  if (known.length === 0) return [];
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const motif = known[i % known.length] as Motif;
    const { x, y } = edgePosition(random);
    return {
      motif,
      x,
      y,
      size: 6 + random() * 6,
      turn: (random() - 0.5) * 50,
      speed: 3 + random() * 5,
      phase: random() * Math.PI * 2,
      direction: random() < 0.5 ? 1 : -1,
      colour: (i % 3) as 0 | 1 | 2,
    };
  });
}

/** Wraps `value` into [min, max): what leaves at one edge comes back at the other. */
export function wrap(value: number, min: number, max: number): number {
  const span = max - min;
  return ((((value - min) % span) + span) % span) + min;
}

const MARGIN = 14;

export function motifPose(sprite: MotifSprite, t: number): MotifPose {
  const { x, y, turn, speed, phase, direction } = sprite;
  const still = { x, y, rotate: turn, scale: 1, scaleY: 1, opacity: 1 };
  switch (MOTIF_MOTION[sprite.motif]) {
    case 'rise':
      return {
        ...still,
        x: x + Math.sin(t * 0.8 + phase) * 2,
        y: wrap(y - speed * t, -MARGIN, FIELD_HEIGHT + MARGIN),
        rotate: turn * 0.3 + Math.sin(t * 1.3 + phase) * 7,
      };
    case 'fall':
      return {
        ...still,
        x: x + Math.sin(t * 1.1 + phase) * 3,
        y: wrap(y + speed * 0.8 * t, -MARGIN, FIELD_HEIGHT + MARGIN),
        rotate: turn + t * 45 * direction,
      };
    case 'twinkle': {
      const wave = Math.sin(t * 2.6 + phase);
      return {
        ...still,
        scale: 0.78 + 0.22 * wave,
        opacity: 0.65 + 0.35 * wave,
        rotate: turn + t * 10,
      };
    }
    case 'float':
      return {
        ...still,
        y: y + Math.sin(t * 1.2 + phase) * 2.2,
        rotate: turn + Math.sin(t * 0.8 + phase) * 10,
      };
    case 'fly':
      return {
        ...still,
        x: wrap(x + speed * 1.5 * t * direction, -MARGIN, FIELD_WIDTH + MARGIN),
        y: y + Math.sin(t * 2 + phase) * 3,
        rotate: Math.sin(t * 2 + phase) * 8,
        scaleY: 0.55 + 0.45 * Math.abs(Math.cos(t * 7 + phase)),
      };
    case 'flicker':
      return {
        ...still,
        rotate: Math.sin(t * 5 + phase) * 4,
        scaleY: 1 + 0.12 * Math.sin(t * 11 + phase) + 0.06 * Math.sin(t * 17 + phase),
      };
    case 'spin':
      return { ...still, rotate: turn + t * 35 * direction };
    case 'flash':
      return { ...still, opacity: 0.45 + 0.55 * Math.max(0, Math.sin(t * 2.2 + phase)) ** 6 };
  }
}
