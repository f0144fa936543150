import { describe, expect, it } from 'vitest';
import { layoutShiftWithin, worstInteractionMs } from './page-entries.ts';

describe('worstInteractionMs', () => {
  it('takes the longest entry of an interaction, ignoring events that are none', () => {
    const entries = [
      { name: 'pointerover', startTime: 10, duration: 96, interactionId: 0 },
      { name: 'pointerdown', startTime: 12, duration: 40, interactionId: 7 },
      { name: 'click', startTime: 60, duration: 72, interactionId: 7 },
    ];
    expect(worstInteractionMs(entries)).toBe(72);
  });

  it('is 0 when no interaction reached the threshold', () => {
    expect(
      worstInteractionMs([{ name: 'mouseover', startTime: 0, duration: 24, interactionId: 0 }]),
    ).toBe(0);
  });
});

describe('layoutShiftWithin', () => {
  it('sums the shifts of the window that no input caused', () => {
    const entries = [
      { startTime: 400, value: 0.02, hadRecentInput: false },
      { startTime: 900, value: 0.5, hadRecentInput: true },
      { startTime: 9_999, value: 0.01, hadRecentInput: false },
      { startTime: 10_001, value: 0.3, hadRecentInput: false },
    ];
    expect(layoutShiftWithin(entries, 10_000)).toBeCloseTo(0.03);
    expect(layoutShiftWithin([], 10_000)).toBe(0);
  });
});
