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

/** Runs axe-core over the page as it is now, after any run already under way in it. */
export function runAxe(page: Page, include?: string): Promise<AxeResults> {
  const previous = running.get(page) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(() => {
      let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(SCRIPTLESS_FRAMES);
      if (include) builder = builder.include(include);
      return withinLimit(builder.analyze());
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
