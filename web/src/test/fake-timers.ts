import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every test of the calling file runs on fake timers; after each, what it rendered is unmounted,
 * real timers come back and spies are restored.
 */
export function fakeTimersInEachTest() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** Moves the fake clock on by `ms`, inside act() so React renders what the timers changed. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
