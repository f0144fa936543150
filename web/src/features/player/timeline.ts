/**
 * The arithmetic every scene animation is written in: a scene time `t` (seconds) goes in, a number
 * comes out. Nothing here keeps state, so the same `t` always draws the same frame.
 */

export type Easing = (x: number) => number;

export function clamp(value: number, min = 0, max = 1): number {
  return Math.min(max, Math.max(min, value));
}

export function lerp(from: number, to: number, amount: number): number {
  return from + (to - from) * amount;
}

/** 0 before `start`, 1 after `end`, linear in between. */
export function progress(t: number, start: number, end: number): number {
  if (end <= start) return t >= start ? 1 : 0;
  return clamp((t - start) / (end - start));
}

export const linear: Easing = (x) => x;
export const easeInCubic: Easing = (x) => x * x * x;
export const easeOutCubic: Easing = (x) => 1 - (1 - x) ** 3;
export const easeInOutCubic: Easing = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** Overshoots a little, then settles: pops and bounces. Exactly 0 at 0 and 1 at 1. */
export const easeOutBack: Easing = (x) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};

/** A dropped thing that bounces to rest. Exactly 0 at 0 and 1 at 1. */
export const easeOutBounce: Easing = (x) => {
  const n1 = 7.5625;
  const d1 = 2.75;
  if (x < 1 / d1) return n1 * x * x;
  if (x < 2 / d1) return n1 * (x - 1.5 / d1) ** 2 + 0.75;
  if (x < 2.5 / d1) return n1 * (x - 2.25 / d1) ** 2 + 0.9375;
  return n1 * (x - 2.625 / d1) ** 2 + 0.984375;
};

/** The eased 0→1 of something that starts at `start` and takes `length` seconds. */
export function reveal(
  t: number,
  start: number,
  length = 0.6,
  ease: Easing = easeOutCubic,
): number {
  return ease(progress(t, start, start + length));
}

/**
 * A scene's reveal by the name of one of its beats: `reveal` from that beat's time, `length`
 * seconds long (the scene's own default unless told).
 */
export function beatReveal<Beat extends string>(
  beats: Readonly<Record<Beat, number>>,
  defaultLength: number,
): (t: number, beat: Beat, length?: number) => number {
  return (t, beat, length = defaultLength) => reveal(t, beats[beat], length);
}

/**
 * The time a scene is drawn at: the clock's time, or its last frame when the viewer asked for
 * less motion (prefers-reduced-motion), so every detail is there and nothing moves.
 */
export function sceneTime(t: number, duration: number, reducedMotion: boolean): number {
  return reducedMotion ? duration : clamp(t, 0, duration);
}

/** A gentle wave that fades to stillness by `settleBy`, so a scene's last frame is at rest. */
export function settlingWave(
  t: number,
  period: number,
  amplitude: number,
  settleBy: number,
): number {
  const damping = 1 - progress(t, 0, settleBy);
  return Math.sin((t / period) * Math.PI * 2) * amplitude * damping;
}

/** How many characters of a `length`-long line are typed, typing from `start` at `perSecond`. */
export function typedLength(t: number, start: number, length: number, perSecond = 22): number {
  if (length === 0) return 0;
  return Math.floor(progress(t, start, start + length / perSecond) * length);
}

/** On and off `perSecond` times a second from `start` until `stop`, then steadily on. */
export function blink(t: number, start: number, stop: number, perSecond = 2): boolean {
  if (t < start) return false;
  if (t >= stop) return true;
  return Math.floor((t - start) * perSecond * 2) % 2 === 0;
}
