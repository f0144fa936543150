/**
 * One-bar melody rhythms, in beats; a negative length is a rest. A phrase repeats and varies a few
 * of these, which is most of what makes a tune sound like a tune.
 */
export type Cell = readonly number[];

export const CELLS_4_4 = {
  calm: [
    [2, 2],
    [1, 1, 2],
    [3, 1],
    [2, 1, 1],
    [1.5, 0.5, 2],
    [1, 1, 1, 1],
  ],
  lively: [
    [1, 1, 1, 1],
    [1.5, 0.5, 1, 1],
    [0.5, 0.5, 1, 1, 1],
    [1, 0.5, 0.5, 2],
    [1, 1, 0.5, 0.5, 1],
    [0.5, 0.5, 0.5, 0.5, 1, 1],
    [1, 0.5, 0.5, 1, 1],
  ],
  syncopated: [
    [1, 0.5, 1, 0.5, 1],
    [0.5, 1, 0.5, 2],
    [1.5, 1.5, 1],
    [0.5, 0.5, 0.5, 1, 1.5],
    [1, 0.5, 1.5, 1],
    [-0.5, 0.5, 1, 0.5, 1.5],
  ],
  busy: [
    [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    [0.5, 0.5, 1, 0.5, 0.5, 1],
    [1, 0.5, 0.5, 0.5, 0.5, 1],
    [0.25, 0.25, 0.5, 1, 0.5, 0.5, 1],
    [0.5, 0.5, 0.5, 0.5, 1, 1],
  ],
  endings: [[2, 2], [1, 3], [1, 1, 2], [3, -1], [1.5, 0.5, 2], [4]],
} as const satisfies Record<string, readonly Cell[]>;

export const CELLS_3_4 = {
  calm: [[2, 1], [3], [1, 1, 1], [1.5, 0.5, 1]],
  lively: [
    [1, 1, 1],
    [1, 0.5, 0.5, 1],
    [0.5, 0.5, 1, 1],
    [2, 0.5, 0.5],
    [1.5, 0.5, 1],
  ],
  endings: [[3], [2, -1], [1, 2]],
} as const satisfies Record<string, readonly Cell[]>;

/** 6/8 in eighth-note beats: two groups of three a bar. */
export const CELLS_6_8 = {
  calm: [
    [3, 3],
    [2, 1, 3],
    [3, 2, 1],
    [5, 1],
  ],
  lively: [
    [2, 1, 2, 1],
    [3, 2, 1],
    [1, 1, 1, 2, 1],
    [2, 1, 3],
    [1, 1, 1, 1, 1, 1],
    [2, 1, 1, 1, 1],
  ],
  endings: [[3, 3], [6], [2, 1, 3], [5, -1]],
} as const satisfies Record<string, readonly Cell[]>;
