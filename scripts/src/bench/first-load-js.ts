import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { player, previewPage } from './bench-browser.ts';

export interface ScriptSize {
  /** The address's path (e.g. /assets/index-abc.js). */
  file: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  scripts: ScriptSize[];
  /** Navigation start → the player on screen (ms). */
  visibleMs: number;
}

function isScript(response: Response): boolean {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript/.test(contentType);
}

/**
 * The JavaScript a first visit to /preview-invitation downloads before the invitation's player is
 * on screen, with an empty cache. Sizes are the bodies as served and gzipped here at level 9 (the
 * server may not compress), so the figure does not depend on how the app is hosted.
 */
export async function measureFirstLoadJs(
  browser: Browser,
  baseUrl: string,
  templateId: string,
): Promise<FirstLoad> {
  const { context, page } = await previewPage(browser, templateId);
  try {
    const bodies = new Map<string, Promise<Buffer>>();
    let collecting = true;
    page.on('response', (response) => {
      if (!collecting || !isScript(response) || bodies.has(response.url())) return;
      bodies.set(response.url(), response.body());
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/preview-invitation`);
    await player(page).waitFor({ state: 'visible', timeout: 60_000 });
    const visibleMs = Date.now() - started;
    collecting = false;

    const scripts: ScriptSize[] = [];
    for (const [url, body] of bodies) {
      const bytes = await body;
      scripts.push({
        file: new URL(url).pathname,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      });
    }
    scripts.sort((a, b) => b.gzip - a.gzip);
    return { scripts, visibleMs };
  } finally {
    await context.close();
  }
}
