import { FIELD_HEIGHT, FIELD_WIDTH } from './motif-field.motion.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * A burst of confetti thrown from one point at one moment and falling under gravity, in the motif
 * field's units (100 wide). Each piece's place is a formula of the time since the burst.
 */
export interface ConfettiPiece {
  /** Launch angle (radians, 0 = right, -π/2 = up) and speed (units per second). */
  angle: number;
  speed: number;
  spin: number;
  width: number;
  height: number;
  colour: number;
  /** Air drag, so pieces slow down and flutter rather than fly like stones. */
  drag: number;
}

export const CONFETTI_LIFE = 3.2;
const GRAVITY = 38;

export function confettiPieces(
  count: number,
  seed: number,
  spread = Math.PI * 0.9,
): ConfettiPiece[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    angle: -Math.PI / 2 + (random() - 0.5) * spread,
    speed: 45 + random() * 55,
    spin: (random() - 0.5) * 900,
    width: 1.4 + random() * 1.6,
    height: 0.8 + random() * 1,
    colour: i,
    drag: 1.6 + random() * 1.2,
  }));
}

export interface ConfettiPose {
  x: number;
  y: number;
  rotate: number;
  opacity: number;
}

/**
 * A piece's pose `since` seconds after the burst from (originX, originY). Invisible before the burst
 * and once its life is over, so a scene's last frame is tidy.
 */
export function confettiPose(
  piece: ConfettiPiece,
  since: number,
  originX = FIELD_WIDTH / 2,
  originY = FIELD_HEIGHT / 2,
): ConfettiPose {
  if (since < 0 || since > CONFETTI_LIFE) {
    return { x: originX, y: originY, rotate: 0, opacity: 0 };
  }
  // Velocity decays as e^(-drag·t); its integral gives the distance flown.
  const flown = (1 - Math.exp(-piece.drag * since)) / piece.drag;
  const x = originX + Math.cos(piece.angle) * piece.speed * flown;
  const y =
    originY + Math.sin(piece.angle) * piece.speed * flown + 0.5 * GRAVITY * since * since * 0.6;
  const fade = since < CONFETTI_LIFE - 0.8 ? 1 : (CONFETTI_LIFE - since) / 0.8;
  return { x, y, rotate: piece.spin * since, opacity: Math.max(0, fade) };
}
