import {
  beatReveal,
  easeInCubic,
  easeInOutCubic,
  easeOutBack,
  easeOutBounce,
  progress,
} from '../../timeline.ts';

/**
 * The envelope scene: an envelope drops in, its seal pops, the flap opens, a letter rises out, the
 * envelope falls away and the letter unfolds into the invitation card, detail by detail.
 */
export const ENVELOPE_DURATION = 12;

/** How far above its place the envelope is (0 = landed), in container widths. */
export function envelopeDropOffset(t: number): number {
  return (1 - easeOutBounce(progress(t, 0, 1))) * -120;
}

/** The seal wobbles, then pops off. */
export function sealPose(t: number): { scale: number; rotate: number; opacity: number } {
  const wobble = Math.sin(progress(t, 0.9, 1.3) * Math.PI * 4) * 12 * (1 - progress(t, 0.9, 1.3));
  const pop = progress(t, 1.3, 1.7);
  return { scale: 1 + pop * 0.8, rotate: wobble + pop * 40, opacity: 1 - pop };
}

/** The flap's turn about its top edge: 0 shut, 180 wide open. */
export function envelopeFlapAngle(t: number): number {
  return 180 * easeInOutCubic(progress(t, 1.6, 2.5));
}

/** The letter's rise out of the envelope: 0 inside, 1 out. */
export function letterRise(t: number): number {
  return easeOutBack(progress(t, 2.4, 3.6));
}

/** The envelope's fall off the stage after the letter is out: 0 in place, 1 gone. */
export function envelopeExit(t: number): number {
  return easeInCubic(progress(t, 3.7, 4.6));
}

/** The invitation card's unfolding into view: 0 hidden, 1 in place. */
export function cardUnfold(t: number): number {
  return easeOutBack(progress(t, 3.8, 4.6));
}

/** When each detail on the card appears (seconds). */
export const ENVELOPE_BEATS = {
  greeting: 4.2,
  title: 4.45,
  burst: 4.9,
  date: 5.3,
  time: 5.55,
  address: 5.8,
  photo: 6.2,
  video: 6.6,
  motifs: 0,
} as const;

export const envelopeReveal = beatReveal(ENVELOPE_BEATS, 0.6);

/** Title letters pop in one after another: 0.05 s apart, all within 1.6 s however long. */
export function envelopeLetter(t: number, index: number, count: number): number {
  const start = ENVELOPE_BEATS.title + index * Math.min(0.05, 1.6 / Math.max(count, 1));
  return easeOutBack(progress(t, start, start + 0.45));
}
