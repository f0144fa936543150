import type { Locator } from '@playwright/test';

/** The few DOM members read in the page (the scripts package has no DOM types). */
interface InPageElement {
  childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  parentElement: InPageElement | null;
  getBoundingClientRect(): { width: number; height: number };
}

/**
 * How fully the text of the best-shown element among `locator`'s matches is drawn: for each
 * match, the lowest opacity (its own times its ancestors') of any piece of its visible text, then
 * the highest of those. 1 means every letter is fully there; an animation that has not revealed a
 * word yet gives 0. Screen-reader-only copies (1 px boxes) do not count.
 */
export function bestShown(locator: Locator): Promise<number> {
  return locator.evaluateAll((matches) => {
    const style = (
      globalThis as unknown as { getComputedStyle(e: InPageElement): { opacity: string } }
    ).getComputedStyle;
    const leastOpacity = (root: InPageElement): number => {
      const holders: InPageElement[] = [];
      const walk = (element: InPageElement) => {
        for (const child of Array.from(element.childNodes)) {
          if (child.nodeType === 3 && child.textContent?.trim()) holders.push(element);
          else if (child.nodeType === 1) walk(child as unknown as InPageElement);
        }
      };
      walk(root);
      let least = holders.length === 0 ? 0 : 1;
      for (const holder of holders) {
        const box = holder.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        let opacity = 1;
        for (let node: InPageElement | null = holder; node; node = node.parentElement) {
          opacity *= Number(style(node).opacity);
        }
        least = Math.min(least, opacity);
      }
      return least;
    };
    return Math.max(0, ...(matches as unknown as InPageElement[]).map(leastOpacity));
  });
}
