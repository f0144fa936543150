/** One event of a Chromium trace (Tracing.dataCollected), as far as frame timing reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  /** Microseconds on the trace clock. */
  ts: number;
  cat?: string;
  args?: Record<string, unknown>;
}

/** The user-timing mark that starts the measured window (performance.mark in the page). */
export const WINDOW_MARK = 'partyreel:bench-window';

export interface FrameTimes {
  /** Milliseconds between one drawn frame and the next on the trace's clock, in the window. */
  intervals: number[];
  /**
   * The same frames as a screen shows them: the refresh periods from one drawn frame to the next
   * (their begin-frame sequence numbers) times the period, in ms. A frame drawn in time for each
   * refresh is one period whatever the jitter of the moment it was drawn; a frame that missed one
   * refresh is two.
   */
  displayed: number[];
  /** The refresh period (ms) the begin-frame source ticked at. */
  refreshMs: number;
  /** Frames the compositor began and then dropped, in the window. */
  dropped: number;
}

/** The begin-frame source's tick period (ms), read off its ticks ('viz' category). */
function refreshPeriodMs(events: readonly TraceEvent[]): number {
  const periods = events
    .filter((e) => e.name === 'DelayBasedBeginFrameSource::OnTimerTick')
    .map((e) => Number(e.args?.interval))
    .filter((us) => us > 0)
    .sort((a, b) => a - b);
  const median = periods[Math.floor(periods.length / 2)];
  if (median === undefined) throw new Error('the trace has no begin-frame ticks (category viz)');
  return median / 1000;
}

/**
 * Frame times from a trace taken with 'devtools.timeline,disabled-by-default-devtools.timeline.frame'
 * (with 'viz' for the refresh period and 'blink.user_timing' for the window mark): the renderer's
 * DrawFrame events from the WINDOW_MARK mark for `windowMs`, which is what DevTools' frames track
 * shows, both as gaps on the trace clock and as refresh periods between their begin-frame sequence
 * numbers (`frameSeqId`). The renderer is the process that drew the most frames.
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

  const draws = ofRenderer('DrawFrame').sort((a, b) => a.ts - b.ts);
  const refreshMs = refreshPeriodMs(events);
  const intervals: number[] = [];
  const displayed: number[] = [];
  draws.slice(1).forEach((draw, i) => {
    const previous = draws[i] as TraceEvent;
    intervals.push((draw.ts - previous.ts) / 1000);
    const periods = Number(draw.args?.frameSeqId) - Number(previous.args?.frameSeqId);
    if (!(periods > 0)) throw new Error(`DrawFrame at ${draw.ts} has no later frameSeqId`);
    displayed.push(periods * refreshMs);
  });
  return { intervals, displayed, refreshMs, dropped: ofRenderer('DroppedFrame').length };
}
