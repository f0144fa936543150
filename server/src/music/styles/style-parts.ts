import type { Cell } from '../compose/rhythm-cells.ts';
import type { BassStep, CompHit, DrumPattern, Style } from '../compose/style.ts';

/** What most styles share: straight eighths in 4/4, the lead in its home octave, block chords. */
const USUAL = {
  meter: '4/4',
  swing: 0.5,
  leadOctave: 0,
  strum: 0,
} as const satisfies Partial<Style>;

type Usual = keyof typeof USUAL;

/** A style that names only what makes it itself; what it leaves out is the usual (USUAL). */
export function style(parts: Omit<Style, Usual> & Partial<Pick<Style, Usual>>): Style {
  return { ...USUAL, ...parts };
}

/**
 * A style's tune: the rhythm cells of its meter it draws on (`kinds` of `cells`, in that order),
 * the meter's phrase endings, and how it is played (`legato`, `leaps`: see Style['melody']).
 */
export function tune<Cells extends { readonly endings: readonly Cell[] }>(
  cells: Cells,
  kinds: readonly Exclude<keyof Cells, 'endings'>[],
  feel: Pick<Style['melody'], 'legato' | 'leaps'>,
): Style['melody'] {
  return {
    cells: kinds.flatMap((kind) => cells[kind] as readonly Cell[]),
    endings: cells.endings,
    ...feel,
  };
}

/**
 * A two-beat bass: the root on the downbeat, then `fifth` at beat `fifthAt` (halfway through the
 * bar), each held `length` beats.
 */
export function rootThenFifth(
  fifthAt: number,
  length: number,
  fifth: 'fifth' | 'fifth-below' = 'fifth',
): BassStep[] {
  return [
    { at: 0, length, tone: 'root' },
    { at: fifthAt, length, tone: fifth },
  ];
}

/** A bass bouncing between the root and its octave in eighth notes, each held `length` beats. */
export function octaveBounce(length: number): BassStep[] {
  return [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((at, i) => ({
    at,
    length,
    tone: i % 2 ? 'octave' : 'root',
  }));
}

/** Chords on the off-beats of a 4/4 bar (the "and" of each beat), each held `length` beats. */
export function chordsOnTheOffbeats(length: number, accent?: number): CompHit[] {
  return [0.5, 1.5, 2.5, 3.5].map((at) =>
    accent === undefined ? { at, length } : { at, length, accent },
  );
}

/** Chords on two and on four of a 4/4 bar, each held `length` beats. */
export function chordsOnTwoAndFour(length: number): CompHit[] {
  return [
    { at: 1, length },
    { at: 3, length },
  ];
}

/**
 * Oom-pah, in 4/4: the bass on one and three (the root, then the fifth below), a chord on two and
 * on four. `bass` and `chord` are how long each is held, in beats.
 */
export function oomPah(bass: number, chord: number): Pick<Style, 'bass' | 'comp'> {
  return { bass: rootThenFifth(2, bass, 'fifth-below'), comp: chordsOnTwoAndFour(chord) };
}

/**
 * A marching band's drums under the snare's figure for each section: the bass drum on one and
 * three, and in the B section on every beat, with a cymbal on two and four.
 */
export function bandDrums(snare: { a: string; b: string; fill: string }): Style['drums'] {
  return {
    a: { kick: 'X.......X.......', snare: snare.a },
    b: { kick: 'X...X...X...X...', snare: snare.b, 'hat-open': '....x.......x...' },
    fill: { kick: 'X.......X.......', snare: snare.fill },
  };
}

/**
 * Drums whose B section builds on the A section's groove: the same lanes with `bAdds` on top. A
 * lane `bAdds` names again replaces the A section's in its place: the lanes' order is part of the
 * sound, as the drum track draws each hit's velocity in that order.
 */
export function buildingUp(drums: {
  a: DrumPattern;
  bAdds: DrumPattern;
  fill: DrumPattern;
}): Style['drums'] {
  return { a: drums.a, b: { ...drums.a, ...drums.bAdds }, fill: drums.fill };
}
