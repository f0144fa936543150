import { describe, expect, it } from 'vitest';
import { frameTimes, type TraceEvent, WINDOW_MARK } from './frame-times.ts';

const RENDERER = 7;
const draw = (ms: number, pid = RENDERER): TraceEvent => ({
  name: 'DrawFrame',
  ph: 'I',
  pid,
  ts: ms * 1000,
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
      draw(0), // before the window: the idle gap up to the first frame is not a frame time
      mark(500),
      draw(510),
      draw(527),
      draw(560),
      draw(1600), // after the window
      { name: 'DroppedFrame', ph: 'I', pid: RENDERER, ts: 540_000 },
    ];
    expect(frameTimes(events, 1000)).toEqual({ intervals: [17, 33], dropped: 1 });
  });

  it("reads the renderer's frames, not another process's", () => {
    const events = [mark(0), draw(10), draw(20), draw(30), draw(15, 1), draw(45, 1)];
    expect(frameTimes(events, 100).intervals).toEqual([10, 10]);
  });

  it('needs the window mark', () => {
    expect(() => frameTimes([draw(1), draw(2)], 100)).toThrow(WINDOW_MARK);
  });
});
