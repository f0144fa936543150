import { beatReveal, easeInOutCubic, easeOutCubic, progress } from '../../timeline.ts';

/**
 * The storybook scene: a closed book rises into view, its cover swings open, and the first page
 * writes itself — "Once upon a time…", the greeting typed out, the title inked in, then the date,
 * the time, the place, and the host's pictures painted into their frames.
 */
export const STORYBOOK_DURATION = 12;

export const STORYBOOK_BEATS = {
  cover: 1.3,
  once: 3.0,
  greeting: 3.4,
  title: 5.0,
  flourish: 5.7,
  date: 6.3,
  time: 6.8,
  address: 7.3,
  photo: 7.9,
  video: 8.5,
  ending: 9.2,
} as const;

/** The book's rise into place: 0 below, 1 in place. */
export function bookRise(t: number): number {
  return easeOutCubic(progress(t, 0, 0.9));
}

/** The cover's swing about the spine, in degrees: 0 shut, 160 open. */
export function coverAngle(t: number): number {
  return 160 * easeInOutCubic(progress(t, STORYBOOK_BEATS.cover, STORYBOOK_BEATS.cover + 1.6));
}

/** The open cover fades away so it never hides the page. */
export function coverOpacity(t: number): number {
  return 1 - progress(t, STORYBOOK_BEATS.cover + 1.2, STORYBOOK_BEATS.cover + 1.8);
}

export const storybookReveal = beatReveal(STORYBOOK_BEATS, 0.7);

/** How blurred the title's blurred copy is, in container widths (a fixed filter, never animated). */
export const INK_BLUR = 1.2;

/**
 * The title inks in, from blurred and faint to sharp, as two copies cross-fading (opacity only, for
 * the compositor): a blurred copy that shows first and melts away as the sharp title comes in.
 */
export function inkLayers(t: number): { sharp: number; blurred: number } {
  const p = storybookReveal(t, 'title', 1);
  return { sharp: p, blurred: Math.min(1, p * 2.5) * (1 - p) };
}

/**
 * A picture painted into its frame: the scale of the round window showing it, 0 (nothing) to 1 (a
 * circle through the frame's corners, so all of it).
 */
export function paintWindow(t: number, beat: 'photo' | 'video'): number {
  return storybookReveal(t, beat, 1);
}
