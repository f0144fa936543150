import { describe, expect, it } from 'vitest';
import { deathsInARow, restartDelay, shouldRestart } from './restart.ts';

const policy = { firstDelayMs: 1000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

describe('restart policy', () => {
  it('restarts a death (an exit code or a signal), never an asked-for stop', () => {
    expect(shouldRestart(1)).toBe(true);
    expect(shouldRestart(null)).toBe(true);
    expect(shouldRestart(0)).toBe(false);
  });

  it('doubles the wait for each quick death in a row, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelay(policy, n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('starts the back-off over after a run that lasted', () => {
    expect(deathsInARow(policy, 4, 500)).toBe(5);
    expect(deathsInARow(policy, 4, 60_000)).toBe(1);
  });
});
