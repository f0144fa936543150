import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';
import { SAMPLE_INVITATION } from '../../e2e/support/sample-invitation.ts';

/**
 * Debian's Chromium with the flags that keep it off the network (only local hosts are reachable
 * here).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

/** A phone-sized page (the guest's usual screen), at one device pixel per CSS pixel. */
export const BENCH_VIEWPORT = { width: 390, height: 844 } as const;

/** Title of the sample invitation: the player is the region named after it. */
export const SAMPLE_TITLE = SAMPLE_INVITATION.eventTitle;

/**
 * A fresh context (empty cache) whose /preview-invitation plays the sample invitation with
 * `templateId`, from session storage as after a reload: no opener is needed.
 */
export async function previewPage(
  browser: Browser,
  templateId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(
    (value) => {
      const self = globalThis as unknown as {
        top: unknown;
        sessionStorage: { setItem(key: string, value: string): void };
      };
      if (self.top === globalThis) self.sessionStorage.setItem('partyreel:preview', value);
    },
    JSON.stringify({ templateId, data: SAMPLE_INVITATION }),
  );
  return { context, page };
}

/** The scene player, once it is on screen. */
export function player(page: Page) {
  return page.getByRole('region', { name: `Invitation: ${SAMPLE_TITLE}` });
}
