import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) over the page as it is now and fails with each
 * violation's rule, impact and the elements it found, so a journey checks that what it walked
 * through is usable with a screen reader and a keyboard, not only that it works. `include` narrows
 * the check to part of the page (a dialog).
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .map((n) => `  ${n.target.join(' ')}: ${n.html}\n    ${n.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}
