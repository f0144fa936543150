import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TimedEvent } from './main-thread.ts';

const PID = 7;
const MAIN = 1;
const slice = (name: string, ms: number, durMs: number, tid = MAIN): TimedEvent => ({
  name,
  ph: 'X',
  pid: PID,
  tid,
  ts: ms * 1000,
  dur: durMs * 1000,
});
const threadName: TimedEvent = {
  name: 'thread_name',
  ph: 'M',
  pid: PID,
  tid: MAIN,
  ts: 0,
  args: { name: 'CrRendererMain' },
};

describe('mainThreadWork', () => {
  it("splits the main thread's time by kind, each slice's own time to its kind", () => {
    const events = [
      threadName,
      slice('FireAnimationFrame', 10, 4), // 4 ms, of which 1 ms is a style recalc inside it
      slice('FunctionCall', 10.5, 2), // a script inside it: scripting
      slice('UpdateLayoutTree', 13, 1),
      slice('Layout', 20, 2),
      slice('Paint', 30, 3),
      slice('Paint', 40, 5, 2), // another thread: not counted
      slice('Layout', 5_000, 2), // outside the window
    ];
    const work = mainThreadWork(events, PID, 0, 1_000_000);
    expect(work.scripting).toBeCloseTo(3);
    expect(work.style).toBeCloseTo(1);
    expect(work.layout).toBeCloseTo(2);
    expect(work.paint).toBeCloseTo(3);
  });

  it('counts nothing without the main thread named in the trace', () => {
    const work = mainThreadWork([slice('Layout', 1, 2)], PID, 0, 1_000_000);
    expect(work.layout).toBe(0);
  });
});
