import { FIRST_PAINT_ID, PAGE_FONT_META } from '@partyreel/shared/invite/first-paint';
import { SCENE_LAYOUTS } from '@partyreel/shared/templates/template-types';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createHostedEvent } from './support/events.ts';
import { listTemplates, sceneTemplate } from './support/invitation-templates.ts';
import { expect, test } from './support/test.ts';

// The guest's page is fast on a phone: the invitation is on screen before any script runs, and the
// page takes over from it without the stage going blank.

test('the invitation shows before any script runs', async ({ browser, request }) => {
  const { event, shareLinkPath } = await createHostedEvent(request, 'first-paint');
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(shareLinkPath);
    const painted = page.locator(`#${FIRST_PAINT_ID}`);
    await expect(painted.getByText(event.title, { exact: true })).toBeVisible();
    await expect(painted.getByText('thursday, march 14th')).toBeVisible();
    await expect(painted.getByText('7:00 PM – 9:30 PM')).toBeVisible();
    await expect(painted.getByText('12 Main St, Springfield')).toBeVisible();
    await expect(page).toHaveTitle(`${event.title} · PartyReel`);
    // The template's poster frame fills the stage at its final size.
    const poster = painted.locator('img');
    await expect(poster).toBeVisible();
    const loaded = await poster.evaluate((img) => {
      const image = img as unknown as { complete: boolean; naturalWidth: number };
      return image.complete && image.naturalWidth > 0;
    });
    expect(loaded).toBe(true);
    const box = await poster.boundingBox();
    expect(box && Math.abs(box.width / box.height - 4 / 5)).toBeLessThan(0.02);
  } finally {
    await context.close();
  }
});

test('the page takes over from the painted invitation', async ({ page, request }) => {
  const { event, shareLinkPath } = await createHostedEvent(request, 'first-paint-live');
  // Count the invitation requests the page makes: the server handed it the invitation already.
  const loads: string[] = [];
  page.on('request', (r) => {
    if (/\/trpc\/.*(invite\.load|templates\.byId)/.test(r.url())) loads.push(r.url());
  });
  const invitation = new GuestInvitationPage(page);
  await invitation.open(shareLinkPath);
  await invitation.watch(event.title);
  await expect(page.locator(`#${FIRST_PAINT_ID}`)).toHaveCount(0);
  expect(loads).toEqual([]);
  // The template's own faces, named by the server, were preloaded by the page, and are what the
  // player's text is drawn in.
  const attributes = async (selector: string, name: string) =>
    Promise.all((await page.locator(selector).all()).map(async (node) => node.getAttribute(name)));
  const named = await attributes(`meta[name="${PAGE_FONT_META}"]`, 'content');
  expect(named.length).toBeGreaterThan(0);
  const preloaded = await attributes('link[rel="preload"][as="font"]', 'href');
  expect(preloaded.sort()).toEqual([...named].sort());
  const fetched = await page.evaluate(() =>
    (
      globalThis as unknown as {
        performance: { getEntriesByType(type: string): { name: string }[] };
      }
    ).performance
      .getEntriesByType('resource')
      .map((entry) => entry.name),
  );
  for (const file of named) expect(fetched).toContain(new URL(file ?? '', page.url()).href);
});

// What a guest sees move in the page's first 10 s, while the app and then the player take over from
// the painted invitation and the fonts, pictures and answer panel arrive: the layout shifts the page
// reports (without input), summed over the whole 10 s, not only Lighthouse's window. The goal is
// Lighthouse's 0.05. Each shift's moved nodes are kept so that a failure names what moved.
const SHIFT_WINDOW_MS = 10_000;
for (const layout of SCENE_LAYOUTS) {
  test(`the ${layout} invitation does not move the page as the player takes over`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const templateId = sceneTemplate(await listTemplates(request), layout).id;
    const { event, shareLinkPath } = await createHostedEvent(request, `shift-${layout}`, {
      event: { templateId },
    });
    await page.addInitScript(() => {
      interface Shift {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node?: { nodeName?: string; id?: string; className?: unknown } }[];
      }
      const self = globalThis as unknown as {
        shifted: number;
        shifts: string[];
        PerformanceObserver: new (
          callback: (list: { getEntries(): Shift[] }) => void,
        ) => { observe(options: { type: string; buffered: boolean }): void };
      };
      self.shifted = 0;
      self.shifts = [];
      new self.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          self.shifted += entry.value;
          const moved = (entry.sources ?? []).map(({ node }) =>
            node ? `${node.nodeName}#${node.id ?? ''}.${String(node.className ?? '')}` : '?',
          );
          self.shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A mid-range phone's CPU, as Lighthouse's mobile profile has it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const invitation = new GuestInvitationPage(page);
    await invitation.open(shareLinkPath);
    // Ready: its fonts and pictures are in and the invitation offers to play.
    await expect(invitation.player(event.title)).toBeVisible({ timeout: 15_000 });
    await expect(invitation.openInvitation).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(`#${FIRST_PAINT_ID}`)).toHaveCount(0);
    // Then the rest of the first 10 s (the page's own clock: from the navigation's start), at full
    // speed: what is left to arrive is late work, which still shifts if it would, while Chromium's
    // throttling keeps a core busy even on an idle page (6 s of CPU in 8 s idle, measured), which
    // the other journeys need. The benches keep 4× for the whole window.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForFunction(
      (windowMs) =>
        (globalThis as unknown as { performance: { now(): number } }).performance.now() >= windowMs,
      SHIFT_WINDOW_MS,
      { timeout: SHIFT_WINDOW_MS + 5000, polling: 250 },
    );
    const { shifted, shifts } = await page.evaluate(() => {
      const self = globalThis as unknown as { shifted: number; shifts: string[] };
      return { shifted: self.shifted, shifts: self.shifts };
    });
    expect(shifted, shifts.join('\n')).toBeLessThanOrEqual(0.05);
  });
}
