import { describe, expect, it } from 'vitest';
import { frameTimes, type TraceEvent, WINDOW_MARK } from './frame-times.ts';

const RENDERER = 7;
/** A frame drawn at `ms` for refresh `seq` (its begin-frame sequence number). */
const draw = (ms: number, seq = Math.round(ms / 16), pid = RENDERER): TraceEvent => ({
  name: 'DrawFrame',
  ph: 'I',
  pid,
  ts: ms * 1000,
  args: { frameSeqId: seq },
});
/** The begin-frame source's tick: 16,000 µs periods, so the sums below stay whole. */
const tick = (ms: number): TraceEvent => ({
  name: 'DelayBasedBeginFrameSource::OnTimerTick',
  ph: 'X',
  pid: 1,
  ts: ms * 1000,
  args: { interval: 16_000 },
});
const mark = (ms: number): TraceEvent => ({
  name: WINDOW_MARK,
  ph: 'R',
  pid: RENDERER,
  ts: ms * 1000,
});

describe('frameTimes', () => {
  it('measures the gaps between drawn frames inside the window only', () => {
    const events = [
      tick(0),
      draw(0), // before the window: the idle gap up to the first frame is not a frame time
      mark(500),
      draw(510, 31),
      draw(527, 32),
      draw(560, 34),
      draw(1600), // after the window
      { name: 'DroppedFrame', ph: 'I', pid: RENDERER, ts: 540_000 },
    ];
    expect(frameTimes(events, 1000)).toEqual({
      intervals: [17, 33],
      displayed: [16, 32],
      refreshMs: 16,
      dropped: 1,
    });
  });

  it('counts a late-drawn frame that made its refresh as one period, and a missed refresh as two', () => {
    // Drawn 3 ms late, then 3 ms early: the screen still shows one frame per refresh.
    const events = [tick(0), mark(0), draw(16, 1), draw(35, 2), draw(45, 3), draw(80, 5)];
    const { intervals, displayed } = frameTimes(events, 100);
    expect(intervals).toEqual([19, 10, 35]);
    expect(displayed).toEqual([16, 16, 32]);
  });

  it("reads the renderer's frames, not another process's", () => {
    const events = [
      tick(0),
      mark(0),
      draw(10, 1),
      draw(20, 2),
      draw(30, 3),
      draw(15, 1, 1),
      draw(45, 3, 1),
    ];
    expect(frameTimes(events, 100).intervals).toEqual([10, 10]);
  });

  it('needs the window mark and the refresh ticks', () => {
    expect(() => frameTimes([tick(0), draw(1), draw(2)], 100)).toThrow(WINDOW_MARK);
    expect(() => frameTimes([mark(0), draw(1, 1), draw(2, 2)], 100)).toThrow('viz');
  });
});
