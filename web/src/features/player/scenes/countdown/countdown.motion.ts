import { beatReveal, clamp, easeOutBack, easeOutCubic, progress } from '../../timeline.ts';

/**
 * The countdown scene: 3, 2, 1 with a ring running out around each number, a burst, the title
 * slamming in, the date clattering onto a flip board, then the time, the place and the pictures.
 */
export const COUNTDOWN_DURATION = 12;

/** Seconds per number of the countdown. */
export const TICK = 1.2;
const NUMBERS = 3;
/** When the countdown ends and the party bursts out. */
export const BURST_AT = TICK * NUMBERS;

export const COUNTDOWN_BEATS = {
  greeting: BURST_AT + 0.3,
  title: BURST_AT + 0.6,
  board: BURST_AT + 1.6,
  time: BURST_AT + 3.0,
  address: BURST_AT + 3.4,
  photo: BURST_AT + 3.9,
  video: BURST_AT + 4.4,
  motifs: BURST_AT,
} as const;

/** The number on show (3, 2, 1), or null once the countdown is over. */
export function countdownNumber(t: number): number | null {
  if (t < 0 || t >= BURST_AT) return null;
  return NUMBERS - Math.floor(t / TICK);
}

/** How far through the current number's second we are, 0 to 1. */
export function tickPhase(t: number): number {
  if (t >= BURST_AT) return 1;
  return clamp((t % TICK) / TICK);
}

/** The number's pose: pops in with a spring, holds, then swells and fades as the next comes. */
export function numberPose(t: number): { scale: number; opacity: number } {
  const phase = tickPhase(t);
  const enter = easeOutBack(progress(phase, 0, 0.3));
  const leave = progress(phase, 0.78, 1);
  return { scale: 0.3 + 0.7 * enter + leave * 0.7, opacity: Math.min(1, enter * 2) * (1 - leave) };
}

/** The share of the ring still showing around the number: 1 full, 0 run out. */
export function ringRemaining(t: number): number {
  return 1 - tickPhase(t);
}

/**
 * The ring drawn by turning, not by restroking: the arc still showing runs clockwise from the top
 * through `sweep` degrees, made of two static half-rings each turned inside its own half of the
 * ring's box (right: up to 180°, left: the rest) and a round cap turned to the arc's end.
 */
export function ringTurns(t: number): { sweep: number; right: number; left: number } {
  const sweep = 360 * ringRemaining(t);
  return { sweep, right: Math.min(sweep, 180), left: Math.max(0, sweep - 180) };
}

/** The dark veil over the stage during the countdown, lifting at the burst. */
export function countdownVeil(t: number): number {
  return 0.55 * (1 - progress(t, BURST_AT - 0.1, BURST_AT + 0.5));
}

/** The burst's ring of light: grows and fades over 0.9 s. */
export function burstRing(t: number): { scale: number; opacity: number } {
  const p = progress(t, BURST_AT, BURST_AT + 0.9);
  if (p <= 0 || p >= 1) return { scale: 0, opacity: 0 };
  return { scale: easeOutCubic(p) * 3, opacity: 1 - p };
}

/** The title's slam: from 2.4 times its size down to its place. */
export function titleSlam(t: number): { scale: number; opacity: number } {
  const p = easeOutCubic(progress(t, COUNTDOWN_BEATS.title, COUNTDOWN_BEATS.title + 0.55));
  return { scale: 2.4 - 1.4 * p, opacity: p };
}

export const countdownReveal = beatReveal(COUNTDOWN_BEATS, 0.6);

const FLAP_GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** When the flip board's character `index` settles on its letter. */
export function flapSettleAt(index: number, count: number): number {
  return COUNTDOWN_BEATS.board + 0.25 + index * Math.min(0.05, 1.2 / Math.max(count, 1));
}

/**
 * The character a flip-board tile shows: blank before the board wakes, letters clattering past,
 * then its own character from its settling time on. Spaces and punctuation never flap.
 */
export function flapGlyph(target: string, index: number, count: number, t: number): string {
  if (!/[A-Z0-9]/i.test(target)) return target;
  if (t >= flapSettleAt(index, count)) return target;
  if (t < COUNTDOWN_BEATS.board) return ' ';
  const step = Math.floor(t * 24) + index * 7;
  return FLAP_GLYPHS[step % FLAP_GLYPHS.length] ?? target;
}
