import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab, as a keyboard user does, until `target` has the focus (at most `limit` times), then
 * checks the focus can be seen: the ring every focusable element gets when reached by keyboard.
 */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const focused = await target.evaluate((element) =>
      (element as unknown as { matches(selector: string): boolean }).matches(':focus'),
    );
    if (focused) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    // Typed by hand: this runs in the page, and the scripts package has no DOM types.
    const view = globalThis as unknown as {
      getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string };
    };
    const style = view.getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style, 'a visible focus ring').not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}
