import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The rules every page is held to: WCAG 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core refuses to start while it is already running in a page, and the automatic audit
 * (support/test.ts) may be checking a page at the moment a journey checks a dialog in it: each
 * page's runs wait for one another.
 */
const running = new WeakMap<Page, Promise<unknown>>();

/**
 * Frames that may not run scripts (an e-mail shown in the dev mailbox): axe cannot be injected
 * there, and waiting for it would never end.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** Longer than any page takes on a loaded machine; a run that outlasts it is stuck, not slow. */
const RUN_LIMIT_MS = 20_000;

/** The longest a check waits for the page's fades and slides to end. */
const MOTION_LIMIT_MS = 2_000;

/** The little of the page's Web Animations API the wait uses (this package has no DOM types). */
interface PageAnimation {
  effect: { getComputedTiming(): { iterations?: number } } | null;
  finished: Promise<unknown>;
}

/**
 * Waits until the page's finite animations and transitions have ended (a toast or a dialog fading
 * in), at most MOTION_LIMIT_MS: a colour caught half-way through a fade is not what anyone reads,
 * and axe-core would measure its contrast. Endless ones (a spinner, the player's loops) are not
 * waited for.
 */
async function motionEnded(page: Page): Promise<void> {
  await page
    .evaluate(async (limit) => {
      const { document, requestAnimationFrame } = globalThis as unknown as {
        document: { getAnimations(): PageAnimation[] };
        requestAnimationFrame(callback: () => void): number;
      };
      const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(resolve));
      const still = async () => {
        // A fade a page has just asked for starts on a coming frame (sonner mounts a toast, then
        // sets what transitions it): two frames pass first so it is counted.
        await nextFrame();
        await nextFrame();
        const ending = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined));
        await Promise.all(ending);
      };
      // A hidden page draws no frames: the limit holds either way.
      await Promise.race([still(), new Promise((resolve) => setTimeout(resolve, limit))]);
    }, MOTION_LIMIT_MS)
    // The page navigated or closed meanwhile: the check that follows says so itself.
    .catch(() => undefined);
}

/** Contrast depends on the moment: a colour mid-fade is no colour anyone reads. */
const MOMENT_RULES = new Set(['color-contrast']);

/** One axe-core run over the page (or `include`) as it is now. */
function analyze(page: Page, include?: string): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(SCRIPTLESS_FRAMES);
  if (include) builder = builder.include(include);
  return withinLimit(builder.analyze());
}

/** How many more runs a contrast finding gets while fades keep starting during the runs. */
const MOMENT_RUNS = 3;

/** The page's animation clock (ms), to tell later which fades started after it. */
function animationClock(page: Page): Promise<number> {
  return page
    .evaluate(() => {
      const { document } = globalThis as unknown as {
        document: { timeline: { currentTime: number | null } };
      };
      return Number(document.timeline.currentTime ?? 0);
    })
    .catch(() => 0);
}

/** Whether a finite fade or slide started at or after `since` (its colours were mid-way). */
function fadeStartedSince(page: Page, since: number): Promise<boolean> {
  return page
    .evaluate((from) => {
      const { document } = globalThis as unknown as {
        document: {
          getAnimations(): {
            startTime: number | null;
            effect: { getComputedTiming(): { iterations?: number } } | null;
          }[];
        };
      };
      return document
        .getAnimations()
        .some(
          (animation) =>
            animation.effect?.getComputedTiming().iterations !== Infinity &&
            Number(animation.startTime ?? Number.POSITIVE_INFINITY) >= from,
        );
    }, since)
    .catch(() => false);
}

/**
 * Runs axe-core over the page once its fades have ended, after any run already under way in it.
 * A message or a toast can still start to fade in during the run: a contrast finding is checked
 * again once the page is still, and only what that later run finds counts (a real one is found
 * again). A later run during which another fade started is not taken either, up to MOMENT_RUNS.
 */
export function runAxe(page: Page, include?: string): Promise<AxeResults> {
  const previous = running.get(page) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      await motionEnded(page);
      let result = await analyze(page, include);
      for (let again = 0; again < MOMENT_RUNS; again++) {
        if (!result.violations.some((violation) => MOMENT_RULES.has(violation.id))) return result;
        await motionEnded(page);
        const since = await animationClock(page);
        result = await analyze(page, include);
        if (!(await fadeStartedSince(page, since))) return result;
      }
      return result;
    });
  running.set(page, run);
  return run;
}

function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`axe-core did not finish within ${RUN_LIMIT_MS} ms`)),
      RUN_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** One violation, with the elements it was found on, as a line a failing test prints. */
export function describeViolation(
  violation: AxeResults['violations'][number],
  url?: string,
): string {
  const where = url ? ` on ${url}` : '';
  return `${violation.id} (${violation.impact})${where}: ${violation.help}\n${violation.nodes
    .map((n) => `  ${n.target.join(' ')}: ${n.html}\n    ${n.failureSummary ?? ''}`)
    .join('\n')}`;
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) over the page as it is now and fails with each
 * violation's rule, impact and the elements it found, so a journey checks that what it walked
 * through is usable with a screen reader and a keyboard, not only that it works. `include` narrows
 * the check to part of the page (a dialog). Unlike the automatic audit, this fails on violations of
 * every impact.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const { violations } = await runAxe(page, include);
  const found = violations.map((v) => describeViolation(v));
  expect(found, found.join('\n')).toEqual([]);
}
