import {
  beatReveal,
  easeInOutCubic,
  easeOutCubic,
  lerp,
  progress,
  reveal,
} from '../../timeline.ts';

/**
 * The spotlight scene: the curtains part and gather at the sides, two spotlights sweep the stage
 * and settle on the title as it glows on, then a marquee of chasing bulbs lights up the details.
 */
export const SPOTLIGHT_DURATION = 12;

export const SPOTLIGHT_BEATS = {
  curtains: 0.4,
  lights: 1.4,
  presenting: 2.4,
  greeting: 2.8,
  title: 3.3,
  burst: 4.6,
  marquee: 5.2,
  date: 5.5,
  time: 5.8,
  address: 6.1,
  photo: 6.8,
  video: 7.3,
} as const;

/** How far the curtains have gathered: 0 closed across the stage, 1 tied back at the sides. */
export function curtainOpen(t: number): number {
  return easeInOutCubic(progress(t, SPOTLIGHT_BEATS.curtains, SPOTLIGHT_BEATS.curtains + 2));
}

/** A curtain's width as a share of its closed width: gathered to 16% at the side. */
export function curtainScale(t: number): number {
  return lerp(1, 0.16, curtainOpen(t));
}

/**
 * A spotlight's turn in degrees (side −1 left, 1 right): sweeping wide, then easing onto the
 * middle of the stage, where it rests at ±36°.
 */
export function spotAngle(t: number, side: -1 | 1): number {
  const settle = easeOutCubic(progress(t, SPOTLIGHT_BEATS.lights, SPOTLIGHT_BEATS.title + 1.2));
  const sweep = Math.sin((t - SPOTLIGHT_BEATS.lights) * 2.2 + (side > 0 ? Math.PI : 0)) * 28;
  return side * 36 + sweep * (1 - settle);
}

export function spotOpacity(t: number): number {
  return reveal(t, SPOTLIGHT_BEATS.lights, 0.6);
}

export const spotlightReveal = beatReveal(SPOTLIGHT_BEATS, 0.6);

/** The title's letter spacing at rest (em). */
export const TITLE_TRACKING = 0.02;

/** The title's letter spacing (em), drawing in from wide to snug as it glows on (titleSpread). */
export function titleTracking(t: number): number {
  return lerp(0.6, TITLE_TRACKING, spotlightReveal(t, 'title', 1.3));
}

/**
 * How far (em) letter `inWord` of a `wordLength`-letter word sits from its resting place while the
 * title draws in: each word's letters spread about its middle by the extra tracking, so the words
 * tighten as if their letter spacing shrank, by transform alone.
 */
export function titleSpread(t: number, inWord: number, wordLength: number): number {
  return (inWord - (wordLength - 1) / 2) * (titleTracking(t) - TITLE_TRACKING);
}

/** Which of the marquee's two bulb sets is lit: they chase until the rest, then both glow. */
export function bulbsLit(t: number): { even: boolean; odd: boolean } {
  if (t < SPOTLIGHT_BEATS.marquee) return { even: false, odd: false };
  if (t >= SPOTLIGHT_DURATION - 1) return { even: true, odd: true };
  const even = Math.floor(t * 4) % 2 === 0;
  return { even, odd: !even };
}
