import { beatReveal, blink, clamp, easeOutCubic, progress } from '../../timeline.ts';

/**
 * The arcade scene: a CRT screen flickers on, INSERT COIN blinks, a coin drops, the level loads,
 * then the greeting types out, the title pops in 8-bit steps, the stats menu lists the details, and
 * a pixel hero walks across while the score counts up.
 */
export const ARCADE_DURATION = 12;

export const ARCADE_BEATS = {
  power: 0,
  coin: 0.8,
  ready: 2.2,
  loading: 2.8,
  content: 4.0,
  greeting: 4.2,
  title: 5.0,
  date: 6.0,
  time: 6.5,
  address: 7.0,
  photo: 7.7,
  video: 8.2,
  start: 9.0,
} as const;

/** The screen switching on: a bright line opening to the full picture in 0.7 s. */
export function crtPowerOn(t: number): { scaleX: number; scaleY: number; flash: number } {
  const line = progress(t, 0, 0.25);
  const open = easeOutCubic(progress(t, 0.25, 0.7));
  return {
    scaleX: 0.1 + 0.9 * easeOutCubic(line),
    scaleY: 0.006 + 0.994 * open,
    flash: line > 0 ? 1 - progress(t, 0.3, 0.9) : 0,
  };
}

/** INSERT COIN: blinking until the coin drops in. */
export function insertCoinVisible(t: number): boolean {
  return t < ARCADE_BEATS.ready && blink(t, ARCADE_BEATS.coin, ARCADE_BEATS.ready + 1, 2.5);
}

/** The coin's fall into the slot: 0 up, 1 in. */
export function coinDrop(t: number): number {
  return progress(t, ARCADE_BEATS.ready - 0.7, ARCADE_BEATS.ready - 0.2) ** 2;
}

/** Blocks of the loading bar lit, out of `blocks`. */
export function loadingBlocks(t: number, blocks = 12): number {
  return Math.floor(progress(t, ARCADE_BEATS.loading, ARCADE_BEATS.content - 0.2) * blocks);
}

/** The intro's lines (coin, ready, loading) give way to the invitation. */
export function introOpacity(t: number): number {
  return 1 - progress(t, ARCADE_BEATS.content - 0.2, ARCADE_BEATS.content + 0.2);
}

export const arcadeReveal = beatReveal(ARCADE_BEATS, 0.4);

/** An 8-bit pop: the scale jumps in 5 steps instead of gliding. */
export function steppedPop(t: number, beat: keyof typeof ARCADE_BEATS): number {
  return Math.round(arcadeReveal(t, beat, 0.5) * 5) / 5;
}

/** The high score, counting up in steps of 50 and settling at 99,950. */
export function scoreAt(t: number): number {
  return Math.round(easeOutCubic(progress(t, ARCADE_BEATS.coin, ARCADE_BEATS.start)) * 1999) * 50;
}

/**
 * The score as the cabinet shows it, its digits grouped by three ('99,950'). Written by hand: the
 * page's first Intl.NumberFormat would load the locale's data (milliseconds on a phone) while the
 * scene first draws.
 */
export function scoreText(t: number): string {
  return String(scoreAt(t)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The pixel hero's walk along the floor: x from −10 to 82 (% of the screen), and its stride. */
export function heroPose(t: number): { x: number; stride: 0 | 1; jump: number } {
  const walk = progress(t, ARCADE_BEATS.ready, ARCADE_BEATS.start);
  const walking = walk > 0 && walk < 1;
  const hop = clamp((t - ARCADE_BEATS.start) / 0.5);
  return {
    x: -10 + 92 * walk,
    stride: walking && Math.floor(t * 6) % 2 === 0 ? 1 : 0,
    jump: hop > 0 && hop < 1 ? Math.sin(hop * Math.PI) * 6 : 0,
  };
}

/** PRESS START blinks, then holds steady for the resting frame. */
export function pressStartVisible(t: number): boolean {
  return blink(t, ARCADE_BEATS.start, ARCADE_DURATION - 1, 1.5);
}
