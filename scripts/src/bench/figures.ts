import { summarize } from './stats.ts';

/** Which side of a figure is good: a score is better higher, a time or a size lower. */
export type Better = 'higher' | 'lower';

/**
 * A goal a bench figure is read against: its limit (which meets it), and whether every run must
 * meet it (read on the worst run) or the median must.
 */
export interface Goal {
  limit: number;
  on: 'worst' | 'median';
}

/** One figure over a bench's runs: its worst run and its median, and whether it meets its goal. */
export interface Figure {
  worst: number;
  median: number;
  /** Undefined when the figure has no goal. */
  met: boolean | undefined;
}

/** Whether `value` is on the good side of `limit` (the limit itself meets it). */
export function meets(value: number, better: Better, limit: number): boolean {
  return better === 'higher' ? value >= limit : value <= limit;
}

/**
 * The worst of `values` (the lowest where higher is better, else the highest), their median
 * (nearest rank), and the goal's verdict on the one it is read on. Needs at least one value.
 */
export function figure(values: readonly number[], better: Better, goal?: Goal): Figure {
  if (values.length === 0) throw new Error('a figure needs at least one run');
  const { p50, max } = summarize([...values]);
  const worst = better === 'higher' ? Math.min(...values) : max;
  const read = goal?.on === 'worst' ? worst : p50;
  return {
    worst,
    median: p50,
    met: goal === undefined ? undefined : meets(read, better, goal.limit),
  };
}

/**
 * The goal as printed beside its figure, with the verdict: '≥ 95 each run YES', '≤ 200 median NO';
 * '–' without a goal. `unit` writes the limit as the figure is printed (e.g. bytes as KB).
 */
export function verdict(
  better: Better,
  goal: Goal | undefined,
  met: boolean | undefined,
  unit: (limit: number) => string | number = (limit) => limit,
): string {
  if (!goal || met === undefined) return '–';
  const side = better === 'higher' ? '≥' : '≤';
  const read = goal.on === 'worst' ? 'each run' : 'median';
  return `${side} ${unit(goal.limit)} ${read} ${met ? 'YES' : 'NO'}`;
}
