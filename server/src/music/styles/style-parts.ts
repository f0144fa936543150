import type { Cell } from '../compose/rhythm-cells.ts';
import type { Style } from '../compose/style.ts';

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
 * Oom-pah, in 4/4: the bass on one and three (the root, then the fifth below), a chord on two and
 * on four. `bass` and `chord` are how long each is held, in beats.
 */
export function oomPah(bass: number, chord: number): Pick<Style, 'bass' | 'comp'> {
  return {
    bass: [
      { at: 0, length: bass, tone: 'root' },
      { at: 2, length: bass, tone: 'fifth-below' },
    ],
    comp: [
      { at: 1, length: chord },
      { at: 3, length: chord },
    ],
  };
}
