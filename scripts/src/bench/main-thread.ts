import type { TraceEvent } from './frame-times.ts';

/** What the renderer's main thread spent its time on, as DevTools groups it. */
export type WorkKind = 'scripting' | 'style' | 'layout' | 'paint' | 'other';

export const WORK_KINDS: readonly WorkKind[] = ['scripting', 'style', 'layout', 'paint', 'other'];

const KIND_OF: Record<string, WorkKind> = {
  FunctionCall: 'scripting',
  FireAnimationFrame: 'scripting',
  EvaluateScript: 'scripting',
  TimerFire: 'scripting',
  EventDispatch: 'scripting',
  'v8.compile': 'scripting',
  'V8.Execute': 'scripting',
  MinorGC: 'scripting',
  MajorGC: 'scripting',
  'BlinkGC.AtomicPhase': 'scripting',
  RunMicrotasks: 'scripting',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  UpdateLayerTree: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  Decode: 'paint',
  'Decode Image': 'paint',
};

/** A complete ('X') trace event with its thread and length. */
export interface TimedEvent extends TraceEvent {
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * Milliseconds of the renderer main thread's (CrRendererMain) work in [start, end] µs, by kind:
 * each event's self time (its length less its children's) goes to its kind, or to its nearest
 * ancestor's kind when its own name is not known. Work outside any known event is not counted.
 */
export function mainThreadWork(
  events: readonly TimedEvent[],
  pid: number,
  start: number,
  end: number,
): Record<WorkKind, number> {
  const totals: Record<WorkKind, number> = {
    scripting: 0,
    style: 0,
    layout: 0,
    paint: 0,
    other: 0,
  };
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  );
  if (!main) return totals;
  const slices = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === pid &&
        e.tid === main.tid &&
        e.ts >= start &&
        e.ts <= end &&
        (e.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // A stack of open slices: [end µs, kind or null, µs already given to children].
  const stack: { end: number; kind: WorkKind | null; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done?.kind) totals[done.kind] += done.self / 1000;
    }
  };
  for (const e of slices) {
    close(e.ts);
    const parent = stack.at(-1);
    const dur = e.dur ?? 0;
    const own = KIND_OF[e.name] ?? null;
    const kind = own ?? parent?.kind ?? (parent ? null : 'other');
    if (parent) parent.self -= dur;
    stack.push({ end: e.ts + dur, kind, self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}
