/** The longest a page waits to hear that its first paint is on screen. */
export const PAINT_WAIT_MS = 1000;

/**
 * Resolves once the page's first paint is on the screen, not only drawn: the browser's own report
 * of the first contentful paint comes when the frame is presented. Where the browser does not
 * report paints, one frame later; never later than PAINT_WAIT_MS. A page that arrives with its
 * content in the HTML waits for this before its script's heavier work, so that nothing holds that
 * paint back (docs/decisions/073, 074).
 */
export function firstPaintPresented(): Promise<void> {
  // A page opened in the background paints when shown: nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => done(), PAINT_WAIT_MS);
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
