import type { CSSProperties } from 'react';

/**
 * Styles for a reveal amount `p` (0 hidden, 1 in place). Distances are in container-width units
 * (cqw), so a scene moves the same on a phone and on a desktop. Text that is not yet revealed is
 * only transparent, never removed: a screen reader reads every detail from the first frame.
 */
export function riseIn(p: number, distance = 6): CSSProperties {
  return { opacity: p, transform: `translate3d(0, ${((1 - p) * distance).toFixed(3)}cqw, 0)` };
}

export function slideIn(p: number, distance = -12): CSSProperties {
  return { opacity: p, transform: `translate3d(${((1 - p) * distance).toFixed(3)}cqw, 0, 0)` };
}

/** Grows from `from` to full size; `scale` may overshoot 1 with a springy easing. */
export function popIn(scale: number, opacity = 1, from = 0): CSSProperties {
  const s = from + (1 - from) * scale;
  return { opacity, transform: `scale(${s.toFixed(4)})` };
}
