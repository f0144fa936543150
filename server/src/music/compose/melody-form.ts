import type { Section } from './form.ts';
import { fit, type MelodyNote, type PhraseSetting, slots, writeTune } from './melody.ts';
import type { Cell } from './rhythm-cells.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Style } from './style.ts';
import type { ScaleMap } from './theory.ts';
import { METERS } from './timing.ts';

/**
 * The tune of the whole track, phrase by phrase, with the repetition that makes it memorable:
 * A states a motif, plays it again as a sequence in bar 3 and ends open; A2 repeats A's first
 * half and comes home to the tonic; B contrasts higher up and leads back. A final A2 repeats the
 * first one note for note.
 */
export function writeMelody(
  plan: readonly Section[],
  style: Style,
  scale: ScaleMap,
  random: SeededRandom,
): MelodyNote[] {
  const meter = METERS[style.meter];
  const bpb = meter.beatsPerBar;
  const { cells, endings } = style.melody;
  const range: [number, number] = [-2, scale.size + 2];
  const motif = random.pick(cells);
  const answer = random.pick(cells);
  const contrast = pickOther(random, cells, motif);
  const contrastAnswer = random.pick(cells);
  const opening = random.pick([1, 2, 3]);
  let firstA: { notes: MelodyNote[]; start: number } | null = null;
  let firstA2: { notes: MelodyNote[]; start: number } | null = null;
  const tune: MelodyNote[] = [];
  const shift = (notes: readonly MelodyNote[], by: number) =>
    notes.map((x) => ({ ...x, start: x.start + by }));

  for (const section of plan) {
    const setting: PhraseSetting = {
      scale,
      meter,
      chords: section.chords,
      range,
      leaps: style.melody.leaps,
      random,
    };
    const start = section.start;
    const previous = tune.at(-1);
    const from = {
      degree: previous ? scale.nearestDegree(previous.midi) : opening,
      lastInterval: 0,
    };
    const rhythm = (a: Cell, b: Cell) => slots([a, b, a, random.pick(endings)], start, bpb);

    if (section.kind === 'A') {
      // A ends open, leaning back towards its own opening: A2 starts the same way.
      const notes = writeTune(rhythm(motif, answer), setting, 'open', from, 'start');
      sequenceBar(notes, start, bpb, setting);
      firstA = { notes, start };
      tune.push(...notes);
    } else if (section.kind === 'A2' && firstA2) {
      tune.push(...shift(firstA2.notes, start - firstA2.start));
    } else if (section.kind === 'A2') {
      const a = firstA;
      const kept = a
        ? shift(
            a.notes.filter((x) => x.start < a.start + 2 * bpb),
            start - a.start,
          ).map((x) => ({ ...x, midi: fit(x.midi, x, setting) }))
        : [];
      const last = kept.at(-1);
      const second = slots(
        [random.pick([motif, answer]), random.pick(endings)],
        start + 2 * bpb,
        bpb,
      );
      const notes = last
        ? [
            ...kept,
            ...writeTune(second, setting, 'close', {
              degree: scale.nearestDegree(last.midi),
              lastInterval: 0,
            }),
          ]
        : writeTune(rhythm(motif, answer), setting, 'close', from);
      firstA2 = { notes, start };
      tune.push(...notes);
    } else if (section.kind === 'B') {
      // B climbs higher for contrast, then leans back towards A's opening note.
      const high: PhraseSetting = { ...setting, range: [range[0] + 2, range[1] + 2] };
      const toward = firstA?.notes[0]?.midi;
      const notes = writeTune(rhythm(contrast, contrastAnswer), high, 'open', from, toward);
      sequenceBar(notes, start, bpb, high);
      tune.push(...notes);
    }
  }
  return tune;
}

function pickOther(random: SeededRandom, cells: readonly Cell[], not: Cell): Cell {
  const others = cells.filter((c) => c !== not);
  return random.pick(others.length ? others : cells);
}

/** Semitones a sequence may jump into or out of its bar: more than a fifth breaks the line. */
const SEQUENCE_JUMP = 7;

/**
 * Turns bar 3 into a sequence of bar 1: the same shape moved to bar 3's chord, a device every
 * songwriter uses. The phrase gives both bars the same rhythm. Of the octave-equivalent moves,
 * the one that joins bars 2 and 4 most smoothly wins; when none joins within a fifth, bar 3
 * keeps the line the walk wrote.
 */
function sequenceBar(
  notes: MelodyNote[],
  start: number,
  bpb: number,
  setting: PhraseSetting,
): void {
  const inBar = (bar: number) =>
    notes.filter((x) => x.start >= start + bar * bpb && x.start < start + (bar + 1) * bpb);
  const [bar1, bar2, bar3, bar4] = [0, 1, 2, 3].map(inBar);
  if (!bar1 || !bar3 || bar1.length !== bar3.length || bar1.length === 0) return;
  const { scale } = setting;
  const first1 = bar1[0] as MelodyNote;
  const base =
    scale.nearestDegree(fit(first1.midi, bar3[0] as MelodyNote, setting)) -
    scale.nearestDegree(first1.midi);
  const before = bar2?.at(-1)?.midi;
  const after = bar4?.[0]?.midi;
  let best: { midis: number[]; cost: number } | null = null;
  for (const by of [base, base - scale.size, base + scale.size]) {
    const midis = bar3.map((note, i) =>
      fit(scale.toMidi(scale.nearestDegree((bar1[i] as MelodyNote).midi) + by), note, setting),
    );
    const into = before === undefined ? 0 : Math.abs((midis[0] as number) - before);
    const out = after === undefined ? 0 : Math.abs((midis.at(-1) as number) - after);
    const [lo, hi] = setting.range.map((d) => scale.toMidi(d)) as [number, number];
    const inRange = midis.every((m) => m >= lo - 2 && m <= hi + 2);
    if (
      into <= SEQUENCE_JUMP &&
      out <= SEQUENCE_JUMP &&
      inRange &&
      (!best || into + out < best.cost)
    ) {
      best = { midis, cost: into + out };
    }
  }
  if (!best) return;
  for (const [i, note] of bar3.entries()) note.midi = best.midis[i] as number;
}
