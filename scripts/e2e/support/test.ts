import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';
import { AccessibilityAudit } from './accessibility-audit.ts';

export { expect };

/**
 * Every journey imports `test` from here rather than from Playwright, so every page it walks
 * through is checked with axe-core (docs/architecture.md, "Journeys"): the audit watches the
 * test's own context and every context or page the test opens, checks each kind of page once
 * (by route pattern) soon after it is reached, checks whatever is still open when the test ends,
 * and fails the test on any serious or critical violation. A test that visited pages but got
 * none of them checked fails too, so the check cannot quietly stop working.
 */
export const test = base.extend<{ accessibilityAudit: AccessibilityAudit }>({
  accessibilityAudit: [
    async ({ context, browser }, use, testInfo) => {
      const audit = new AccessibilityAudit();
      audit.watchContext(context);
      const restore = watchNewContexts(browser, audit);
      try {
        await use(audit);
      } finally {
        restore();
      }
      // A failed test already says what went wrong; checking on would only add noise and time.
      if (testInfo.status !== testInfo.expectedStatus) {
        audit.stop();
        return;
      }
      await audit.finish();
      audit.stop();
      for (const note of audit.minorFindings()) {
        testInfo.annotations.push({ type: 'accessibility (minor)', description: note });
      }
      audit.assertClean();
    },
    // Its own time, so checking the last pages never eats into the journey's timeout.
    { auto: true, timeout: 60_000 },
  ],
});

/**
 * Contexts a test opens itself (a guest's phone, a second browser) are watched too, for as long
 * as the test runs; the worker's browser gets its own `newContext` back at the end.
 */
function watchNewContexts(browser: Browser, audit: AccessibilityAudit): () => void {
  const original = browser.newContext;
  browser.newContext = async (options) => {
    const context: BrowserContext = await original.call(browser, options);
    // Without scripts axe cannot run in the page; such a context checks markup by other means.
    if (options?.javaScriptEnabled !== false) audit.watchContext(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}
