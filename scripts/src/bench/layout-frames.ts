import type { Browser, CDPSession } from 'playwright-core';
import { player, previewPage } from './bench-browser.ts';
import { frameTimes, type TraceEvent, WINDOW_MARK } from './frame-times.ts';

/** DevTools' CPU throttling: 4× slower, a mid-range phone on a laptop. */
export const CPU_SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
].join(',');

export interface LayoutFrames {
  intervals: number[];
  dropped: number;
  /** The scene's length as the player shows it (s). */
  sceneSeconds: number;
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
      await page.getByRole('button', { name: 'Replay' }).click();
      await page.waitForTimeout(sceneSeconds * 1000);
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ...frameTimes(events, sceneSeconds * 1000), sceneSeconds };
  } finally {
    await context.close();
  }
}
