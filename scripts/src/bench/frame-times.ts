/** One event of a Chromium trace (Tracing.dataCollected), as far as frame timing reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  /** Microseconds on the trace clock. */
  ts: number;
  cat?: string;
}

/** The user-timing mark that starts the measured window (performance.mark in the page). */
export const WINDOW_MARK = 'partyreel:bench-window';

export interface FrameTimes {
  /** Milliseconds between one drawn frame and the next, in the window. */
  intervals: number[];
  /** Frames the compositor began and then dropped, in the window. */
  dropped: number;
}

/**
 * Frame times from a trace taken with 'devtools.timeline,disabled-by-default-devtools.timeline.frame'
 * (and 'blink.user_timing' for the window mark): the gaps between the renderer's DrawFrame events
 * from the WINDOW_MARK mark for `windowMs`, which is what DevTools' frames track shows. The renderer
 * is the process that drew the most frames.
 */
export function frameTimes(events: readonly TraceEvent[], windowMs: number): FrameTimes {
  const mark = events.find((e) => e.name === WINDOW_MARK);
  if (!mark) throw new Error(`the trace has no ${WINDOW_MARK} mark`);
  const start = mark.ts;
  const end = start + windowMs * 1000;
  const inWindow = (e: TraceEvent) => e.ts >= start && e.ts <= end;

  const drawsByProcess = new Map<number, number>();
  for (const e of events) {
    if (e.name === 'DrawFrame') drawsByProcess.set(e.pid, (drawsByProcess.get(e.pid) ?? 0) + 1);
  }
  const renderer = [...drawsByProcess].sort((a, b) => b[1] - a[1])[0]?.[0];
  const ofRenderer = (name: string) =>
    events.filter((e) => e.name === name && e.pid === renderer && inWindow(e));

  const draws = ofRenderer('DrawFrame')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const intervals = draws.slice(1).map((ts, i) => (ts - (draws[i] as number)) / 1000);
  return { intervals, dropped: ofRenderer('DroppedFrame').length };
}
