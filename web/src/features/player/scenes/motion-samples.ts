/** For the scenes' motion tests: a curve sampled over time, and whether it ever turns back. */

/** `steps + 1` evenly spaced times from `from` to `to`. */
export const times = (from: number, to: number, steps = 60) =>
  Array.from({ length: steps + 1 }, (_, i) => from + ((to - from) * i) / steps);

/** Whether the values never go down (allowing for rounding). */
export const nonDecreasing = (values: number[]) =>
  values.every((v, i) => i === 0 || v >= (values[i - 1] ?? v) - 1e-9);
