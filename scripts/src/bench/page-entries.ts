import type { Page } from 'playwright-core';

/** An Event Timing entry as the page reported it (PerformanceEventTiming). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  /** 0 for an event that is no part of a user interaction (e.g. pointerover). */
  interactionId: number;
}

/** A Layout Instability entry as the page reported it (LayoutShift). */
export interface ShiftEntry {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

interface Recorded {
  event: EventEntry[];
  shift: ShiftEntry[];
}

/** The durationThreshold of the Event Timing observer: shorter events are not reported. */
export const EVENT_THRESHOLD_MS = 16;

/**
 * An init script (it runs in the page before the page's own scripts): PerformanceObservers that
 * keep every `event` entry of at least `threshold` ms and every `layout-shift` entry, buffered
 * from the navigation's start, on globalThis.__benchEntries. Self-contained: Playwright sends its
 * source to the page.
 */
function recordEntries(threshold: number) {
  // The page's PerformanceObserver (this package is typed for Node, without the DOM's).
  type Observer = new (
    callback: (list: { getEntries(): Record<string, unknown>[] }) => void,
  ) => { observe(options: object): void };
  const { PerformanceObserver: Observer } = globalThis as unknown as {
    PerformanceObserver: Observer;
  };
  const recorded: Recorded = { event: [], shift: [] };
  (globalThis as unknown as { __benchEntries: Recorded }).__benchEntries = recorded;
  new Observer((list) => {
    for (const e of list.getEntries())
      recorded.event.push({
        name: String(e.name),
        startTime: Number(e.startTime),
        duration: Number(e.duration),
        interactionId: Number(e.interactionId ?? 0),
      });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  new Observer((list) => {
    for (const e of list.getEntries())
      recorded.shift.push({
        startTime: Number(e.startTime),
        value: Number(e.value),
        hadRecentInput: e.hadRecentInput === true,
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Records the page's event and layout-shift entries from its next navigation on. */
export async function recordPageEntries(page: Page): Promise<void> {
  await page.addInitScript(recordEntries, EVENT_THRESHOLD_MS);
}

/** The entries recorded so far (functions, not strings: the app's CSP forbids evaluating strings). */
export function readPageEntries(page: Page): Promise<Recorded> {
  return page.evaluate(
    () => (globalThis as unknown as { __benchEntries: Recorded }).__benchEntries,
  );
}

/** Forgets the entries recorded so far, so what follows is measured alone. */
export function clearPageEntries(page: Page): Promise<void> {
  return page.evaluate(() => {
    const recorded = (globalThis as unknown as { __benchEntries: Recorded }).__benchEntries;
    recorded.event.length = 0;
    recorded.shift.length = 0;
  });
}

/**
 * The longest `duration` among the entries of user interactions (interactionId > 0): input to the
 * next paint, as INP counts one interaction. 0 when none reached EVENT_THRESHOLD_MS.
 */
export function worstInteractionMs(entries: readonly EventEntry[]): number {
  return Math.max(0, ...entries.filter((e) => e.interactionId > 0).map((e) => e.duration));
}

/**
 * The layout shift of the page's first `windowMs` (from the navigation's start): the sum of the
 * shifts in it that no recent input caused.
 */
export function layoutShiftWithin(entries: readonly ShiftEntry[], windowMs: number): number {
  return entries
    .filter((e) => !e.hadRecentInput && e.startTime <= windowMs)
    .reduce((sum, e) => sum + e.value, 0);
}
