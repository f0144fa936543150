import type { BrowserContext, Page, Request } from '@playwright/test';
import { describeViolation, runAxe } from './accessibility.ts';
import { routePattern } from './route-pattern.ts';

/** What fails a journey; minor and moderate findings are noted on the test instead. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** A page counts as drawn once no request of its own has been open for this long… */
const QUIET_MS = 300;
/** …or, on a page that keeps fetching, after this long anyway. */
const SETTLE_LIMIT_MS = 3_000;
/** Long-lived by nature (live updates, streamed audio and video): they never make a page quiet. */
const STREAMING = new Set(['eventsource', 'websocket', 'media']);

/**
 * Checks, with axe-core, each kind of page a test reaches (once per route pattern), shortly after
 * it gets there, without getting in the test's way: checks run one after another beside the test,
 * and a check the test outran (it navigated away mid-analysis) is dropped and tried again on a
 * later visit or when the test ends, never counted as clean.
 */
export class AccessibilityAudit {
  /** Patterns checked, or waiting in a page's queue to be. */
  private readonly claimed = new Set<string>();
  private readonly checked = new Set<string>();
  private readonly blocking: string[] = [];
  private readonly minor: string[] = [];
  private readonly missed: string[] = [];
  private readonly queues = new Map<Page, Promise<void>>();
  private readonly contexts = new Set<BrowserContext>();
  /** Whether each page's own requests are all done. */
  private readonly settled = new Map<Page, () => boolean>();
  private navigated = false;
  /** Once the test is over: closing its pages and contexts then checks nothing more. */
  private stopped = false;

  watchContext(context: BrowserContext): void {
    this.contexts.add(context);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    // A context the test closes itself is gone by the end of the test: check its pages first.
    const close = context.close.bind(context);
    context.close = async (options) => {
      await Promise.all(context.pages().map((page) => this.flush(page)));
      this.contexts.delete(context);
      return close(options);
    };
  }

  /** Checks what is still open, waits for every check under way, and tells what was found. */
  async finish(): Promise<void> {
    const pages = [...this.contexts].flatMap((context) => context.pages());
    for (const page of pages) await this.flush(page);
  }

  stop(): void {
    this.stopped = true;
  }

  minorFindings(): readonly string[] {
    return this.minor;
  }

  assertClean(): void {
    if (this.blocking.length > 0) {
      throw new Error(
        `Serious or critical accessibility violations (axe-core, WCAG 2.1 A/AA):\n\n${this.blocking.join('\n\n')}`,
      );
    }
    if (this.navigated && this.checked.size === 0) {
      throw new Error(
        `The journey visited pages but none could be checked for accessibility:\n${this.missed.join('\n')}`,
      );
    }
  }

  private watchPage(page: Page): void {
    const open = new Set<Request>();
    page.on('request', (request) => {
      if (!STREAMING.has(request.resourceType())) open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    this.settled.set(page, () => open.size === 0);

    page.on('framenavigated', (frame) => {
      if (this.stopped || frame !== page.mainFrame()) return;
      const pattern = routePattern(frame.url());
      if (!pattern) return;
      this.navigated = true;
      if (this.claimed.has(pattern)) return;
      this.claimed.add(pattern);
      this.enqueue(page, () => this.check(page, pattern));
    });

    // A page the test closes itself (a second tab) is checked before it goes.
    const close = page.close.bind(page);
    page.close = async (options) => {
      await this.flush(page);
      return close(options);
    };
  }

  private enqueue(page: Page, task: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(page) ?? Promise.resolve()).then(task);
    this.queues.set(page, next);
    return next;
  }

  /** Waits for the checks queued for the page, then checks where it is now if not done yet. */
  private flush(page: Page): Promise<void> {
    return this.enqueue(page, async () => {
      if (this.stopped || page.isClosed()) return;
      const pattern = routePattern(page.url());
      if (!pattern || this.checked.has(pattern)) return;
      this.claimed.add(pattern);
      await this.check(page, pattern);
    });
  }

  private async check(page: Page, pattern: string): Promise<void> {
    if (this.stopped) return;
    try {
      await this.settle(page);
      if (page.isClosed() || routePattern(page.url()) !== pattern) {
        return this.miss(pattern, 'the journey moved on before it was drawn');
      }
      const url = page.url();
      const { violations } = await runAxe(page);
      // Results from a page that changed route mid-analysis would mix two pages.
      if (page.isClosed() || routePattern(page.url()) !== pattern) {
        return this.miss(pattern, 'the journey moved on during the analysis');
      }
      this.checked.add(pattern);
      for (const violation of violations) {
        const line = describeViolation(violation, url);
        if (BLOCKING_IMPACTS.has(violation.impact ?? '')) this.blocking.push(line);
        else this.minor.push(line);
      }
    } catch (error) {
      // Navigation or closing mid-analysis destroys axe's page context; anything else is a
      // real failure of the check and is reported if nothing at all could be checked.
      this.miss(
        pattern,
        error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
      );
    }
  }

  /** Not checked this time: free to be checked on a later visit or at the end. */
  private miss(pattern: string, reason: string): void {
    this.claimed.delete(pattern);
    this.missed.push(`  ${pattern}: ${reason}`);
  }

  /** Until the page's own requests are done (its data is on screen), within a limit. */
  private async settle(page: Page): Promise<void> {
    await page.waitForLoadState('domcontentloaded', { timeout: SETTLE_LIMIT_MS }).catch(() => {});
    const quiet = this.settled.get(page) ?? (() => true);
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let quietSince = Date.now();
    while (Date.now() < deadline && !page.isClosed()) {
      if (!quiet()) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Colours read mid-fade (a dialog opening, a row leaving) are not the page's colours.
    while (Date.now() < deadline && !page.isClosed()) {
      const moving = await page.evaluate(finiteAnimationsRunning).catch(() => 0);
      if (moving === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** In the page: transitions and animations under way that will end (endless loops never do). */
function finiteAnimationsRunning(): number {
  // Typed by hand: this runs in the page, and the scripts package has no DOM types.
  const { document } = globalThis as unknown as {
    document: {
      getAnimations(): {
        playState: string;
        effect: { getComputedTiming(): { endTime?: number | string } } | null;
      }[];
    };
  };
  return document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
    ).length;
}
