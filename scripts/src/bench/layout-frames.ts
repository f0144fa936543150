import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { player, previewPage } from './bench-browser.ts';
import { type FrameTimes, frameTimes, type TraceEvent, WINDOW_MARK } from './frame-times.ts';
import { mainThreadWork, type TimedEvent, type WorkKind } from './main-thread.ts';

/** DevTools' CPU throttling: 4× slower, a mid-range phone on a laptop. */
export const CPU_SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'viz',
].join(',');

export interface LayoutFrames extends FrameTimes {
  /** The scene's length as the player shows it (s). */
  sceneSeconds: number;
  /** The renderer main thread's work per drawn frame (ms), by kind. */
  perFrame: Record<WorkKind, number>;
}

/** The main thread's work in the window, per drawn frame. */
function workPerFrame(events: TraceEvent[], windowMs: number, frames: number) {
  const mark = events.find((e) => e.name === WINDOW_MARK) as TraceEvent;
  const draws = new Map<number, number>();
  for (const e of events) if (e.name === 'DrawFrame') draws.set(e.pid, (draws.get(e.pid) ?? 0) + 1);
  const renderer = [...draws].sort((a, b) => b[1] - a[1])[0]?.[0] ?? mark.pid;
  const work = mainThreadWork(events as TimedEvent[], renderer, mark.ts, mark.ts + windowMs * 1000);
  for (const kind of Object.keys(work) as WorkKind[]) work[kind] /= Math.max(1, frames);
  return work;
}

async function traced(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/**
 * After a second's settling, traces `during` with the CPU slowed CPU_SLOWDOWN times, the window
 * marked (WINDOW_MARK) at its start, and gives the trace's events.
 */
async function throttledWindow(
  context: BrowserContext,
  page: Page,
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = await traced(cdp, async () => {
    await page.evaluate(
      (mark) =>
        (
          globalThis as unknown as { performance: { mark(name: string): unknown } }
        ).performance.mark(mark),
      WINDOW_MARK,
    );
    await during();
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return events;
}

/**
 * The frame times of one template's scene, played from its start to its end under 4× CPU
 * throttling, from a Chromium trace. The preview autoplays once its assets have loaded; a second of
 * that play warms the code up, then Replay restarts the scene for the measured run (the scene is
 * already moving when the window opens, so no idle gap counts as a frame).
 */
export async function measureLayoutFrames(
  browser: Browser,
  baseUrl: string,
  templateId: string,
): Promise<LayoutFrames> {
  const { context, page } = await previewPage(browser, templateId);
  try {
    await page.goto(`${baseUrl}/preview-invitation`);
    await player(page).waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 60_000 });
    const progress = await page
      .getByRole('slider', { name: 'Progress' })
      .getAttribute('aria-valuetext');
    const match = /of (\d+):(\d\d)$/.exec(progress ?? '');
    if (!match) throw new Error(`cannot read the scene's length from "${progress}"`);
    const sceneSeconds = Number(match[1]) * 60 + Number(match[2]);

    const events = await throttledWindow(context, page, async () => {
      await page.getByRole('button', { name: 'Replay' }).click();
      await page.waitForTimeout(sceneSeconds * 1000);
    });
    const times = frameTimes(events, sceneSeconds * 1000);
    return {
      ...times,
      sceneSeconds,
      perFrame: workPerFrame(events, sceneSeconds * 1000, times.intervals.length + 1),
    };
  } finally {
    await context.close();
  }
}

/** One box moved by a CSS animation (compositor only): what this machine gives with no scene. */
const CONTROL_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<style>@keyframes slide{from{transform:translateX(0)}to{transform:translateX(300px)}}
div{width:60px;height:60px;background:#c026d3;animation:slide 1s linear infinite alternate}</style><div></div>`;

/**
 * The control row: the same trace, throttling and window over a page whose only motion is one
 * composited box. Frames this page misses are the machine's (software compositing, two shared
 * cores), not the scenes'; the scenes' figures read against it.
 */
export async function measureControlFrames(browser: Browser, seconds = 12): Promise<LayoutFrames> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.setContent(CONTROL_PAGE);
    const events = await throttledWindow(context, page, () => page.waitForTimeout(seconds * 1000));
    const times = frameTimes(events, seconds * 1000);
    return {
      ...times,
      sceneSeconds: seconds,
      perFrame: workPerFrame(events, seconds * 1000, times.intervals.length + 1),
    };
  } finally {
    await context.close();
  }
}
