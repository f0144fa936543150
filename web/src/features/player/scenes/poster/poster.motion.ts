import {
  beatReveal,
  easeOutBack,
  easeOutBounce,
  easeOutCubic,
  progress,
  settlingWave,
} from '../../timeline.ts';

/**
 * The poster scene: a poster drops onto a sunburst wall and swings to rest, tape pins it, the
 * title's letters bounce in one by one, the photo pops in a starburst badge, a ticket stub with the
 * date, time and place slides up, and a "save the date" stamp slams down.
 */
export const POSTER_DURATION = 12;

export const POSTER_BEATS = {
  drop: 0,
  tape: 1.1,
  greeting: 1.4,
  title: 1.8,
  burst: 3.0,
  photo: 3.3,
  video: 3.8,
  stub: 4.3,
  date: 4.6,
  time: 4.9,
  address: 5.2,
  stamp: 5.9,
} as const;

/** The poster's offset above its place, in container widths: −130 to 0, with a bounce. */
export function posterDropOffset(t: number): number {
  return (1 - easeOutBounce(progress(t, 0, 1.1))) * -130;
}

/** The poster's tilt: a swing after landing that dies away to a resting −1.5°. */
export function posterSwing(t: number): number {
  const sinceLanding = Math.max(0, t - 1.1);
  return -1.5 + settlingWave(sinceLanding, 0.9, 3, 2.5);
}

/** The sunburst's turn in degrees: slowing steadily to a stop at the end. */
export function posterRaysTurn(t: number): number {
  return 40 * easeOutCubic(progress(t, 0, POSTER_DURATION));
}

export const posterReveal = beatReveal(POSTER_BEATS, 0.6);

/** A title letter's fall: 0 up high, 1 landed. Letters start 0.06 s apart (faster if many). */
export function posterLetter(t: number, index: number, count: number): number {
  const start = POSTER_BEATS.title + index * Math.min(0.06, 1.5 / Math.max(count, 1));
  return easeOutBounce(progress(t, start, start + 0.7));
}

/** The stamp's slam: scale from 2.6 down to 1 and opacity up to full. */
export function stampPose(t: number): { scale: number; opacity: number } {
  const p = progress(t, POSTER_BEATS.stamp, POSTER_BEATS.stamp + 0.35);
  return { scale: 2.6 - 1.6 * easeOutCubic(p), opacity: p };
}

/** The badge's pop: springy. */
export function badgePop(t: number, beat: 'photo' | 'video'): number {
  return easeOutBack(progress(t, POSTER_BEATS[beat], POSTER_BEATS[beat] + 0.6));
}
