import type { ChordSpan } from './harmony.ts';
import { classesAt } from './harmony.ts';
import type { Cell } from './rhythm-cells.ts';
import type { SeededRandom } from './seeded-random.ts';
import { nearestInClasses, type ScaleMap } from './theory.ts';
import type { MeterInfo } from './timing.ts';

export interface MelodyNote {
  /** Beats from the top of the track. */
  start: number;
  length: number;
  midi: number;
  velocity: number;
}

export interface PhraseSetting {
  scale: ScaleMap;
  meter: MeterInfo;
  chords: readonly ChordSpan[];
  /** Lowest and highest scale degree the tune may use. */
  range: readonly [number, number];
  leaps: number;
  random: SeededRandom;
}

/** Where a phrase ends: 'close' comes home to the tonic, 'open' rests on another chord tone. */
export type Cadence = 'open' | 'close';

/** Lays rhythm cells out as note slots (start, length), bar after bar from `start`. */
export function slots(cells: readonly Cell[], start: number, beatsPerBar: number) {
  const result: { start: number; length: number }[] = [];
  cells.forEach((cell, bar) => {
    let at = start + bar * beatsPerBar;
    for (const length of cell) {
      if (length > 0) result.push({ start: at, length });
      at += Math.abs(length);
    }
  });
  return result;
}

function isStrong(slot: { start: number; length: number }, meter: MeterInfo): boolean {
  const inBar = slot.start % meter.beatsPerBar;
  return slot.length >= meter.longNote || meter.strongBeats.some((b) => Math.abs(b - inBar) < 1e-6);
}

/** Moves `midi` onto a tone of the chord sounding at `at` when the note is strong. */
export function fit(
  midi: number,
  at: { start: number; length: number },
  setting: PhraseSetting,
  preferUp = false,
) {
  if (!isStrong(at, setting.meter)) return setting.scale.toMidi(setting.scale.nearestDegree(midi));
  return nearestInClasses(midi, setting.scale.tonic, classesAt(setting.chords, at.start), preferUp);
}

function step(
  setting: PhraseSetting,
  degree: number,
  target: number,
  lastInterval: number,
  sinceLeap: number,
): number {
  // After a leap the tune steps back the other way, and it does not leap again right away.
  if (Math.abs(lastInterval) >= 3) return -Math.sign(lastInterval);
  const far = sinceLeap < 3 ? 0 : 1;
  const l = setting.leaps * far;
  const up = degree < target - 1 ? 1.8 : 1;
  const down = degree > target + 1 ? 1.8 : 1;
  return setting.random.weighted([
    [0, 0.1],
    [1, 0.3 * up],
    [-1, 0.3 * down],
    [2, (0.12 + 0.1 * l) * up],
    [-2, (0.12 + 0.1 * l) * down],
    [3, (0.03 + 0.05 * l) * up * far],
    [-3, (0.03 + 0.05 * l) * down * far],
    [4, (0.01 + 0.03 * l) * up * far],
    [-4, (0.01 + 0.03 * l) * down * far],
  ]);
}

/**
 * Writes a tune over `slotsToFill`: steps more than leaps, bends towards an arch, lands on chord
 * tones on strong beats and long notes, never repeats a pitch three times, and ends on the tonic
 * ('close') or on another tone of the last chord ('open').
 */
export function writeTune(
  slotsToFill: readonly { start: number; length: number }[],
  setting: PhraseSetting,
  cadence: Cadence,
  from: { degree: number; lastInterval: number },
  /**
   * For an open ending: the pitch the next phrase starts on, which this one leans towards
   * ('start': this phrase's own first note, for a phrase that is played again).
   */
  toward?: number | 'start',
): MelodyNote[] {
  const { scale, range, random } = setting;
  const [lo, hi] = range;
  const first = slotsToFill[0];
  const last = slotsToFill[slotsToFill.length - 1];
  if (!first || !last) return [];
  const span = Math.max(1e-6, last.start - first.start);
  const centre = (lo + hi) / 2 - 1;
  let degree = from.degree;
  let lastInterval = from.lastInterval;
  let previous = Number.NaN;
  let repeats = 0;
  let sinceLeap = 3;
  const notes: MelodyNote[] = slotsToFill.map((slot) => {
    const progress = (slot.start - first.start) / span;
    const target = centre + 2.5 * Math.sin(Math.PI * progress);
    let move = step(setting, degree, target, lastInterval, sinceLeap);
    if (repeats >= 1 && move === 0) move = degree < target ? 1 : -1;
    let candidate = degree + move;
    if (candidate < lo || candidate > hi) candidate = degree - move;
    let midi = fit(scale.toMidi(candidate), slot, setting, move > 0);
    // A chord tone found by snapping may be the note just played: move on to the next one instead.
    if (midi === previous && move !== 0) {
      const further = scale.toMidi(candidate + Math.sign(move));
      midi = fit(further + Math.sign(move), slot, setting, move > 0);
    }
    if (midi === previous && repeats >= 1) {
      midi = fit(scale.toMidi(candidate + (move >= 0 ? 1 : -1)), slot, setting, move >= 0);
    }
    repeats = midi === previous ? repeats + 1 : 0;
    previous = midi;
    const next = scale.nearestDegree(midi);
    lastInterval = next - degree;
    sinceLeap = Math.abs(lastInterval) >= 3 ? 0 : sinceLeap + 1;
    degree = next;
    const strong = isStrong(slot, setting.meter);
    return {
      start: slot.start,
      length: slot.length,
      midi,
      velocity: 0.72 + (strong ? 0.1 : 0) + (random.next() - 0.5) * 0.08,
    };
  });
  cadenceOn(notes, slotsToFill, setting, cadence, toward === 'start' ? notes[0]?.midi : toward);
  return notes;
}

/** Rewrites the last one or two notes so the phrase ends as `cadence` asks. */
function cadenceOn(
  notes: MelodyNote[],
  slotsToFill: readonly { start: number; length: number }[],
  setting: PhraseSetting,
  cadence: Cadence,
  toward: number | undefined,
): void {
  const { scale } = setting;
  const final = notes[notes.length - 1];
  const finalSlot = slotsToFill[slotsToFill.length - 1];
  if (!final || !finalSlot) return;
  const [lo, hi] = setting.range;
  const current = scale.nearestDegree(final.midi);
  if (cadence === 'close') {
    const n = scale.size;
    const homes = [-n, 0, n, 2 * n].filter((d) => d >= lo - 1 && d <= hi + 1);
    const home = homes.reduce(
      (best, d) => (Math.abs(d - current) < Math.abs(best - current) ? d : best),
      0,
    );
    final.midi = scale.toMidi(home);
    const before = notes[notes.length - 2];
    const beforeSlot = slotsToFill[slotsToFill.length - 2];
    if (before && beforeSlot) {
      const side = scale.nearestDegree(before.midi) >= home ? 1 : -1;
      before.midi = fit(scale.toMidi(home + side), beforeSlot, setting, side > 0);
    }
  } else {
    const classes = classesAt(setting.chords, finalSlot.start).filter((pc) => pc !== 0);
    const aim = toward === undefined ? final.midi : Math.round((final.midi + toward) / 2);
    final.midi = nearestInClasses(aim, scale.tonic, classes.length ? classes : [7]);
  }
  final.velocity = 0.8;
}
