import { FIRST_PAINT_ID } from '@partyreel/shared/invite/first-paint';
import { expect, test } from '@playwright/test';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createHostedEvent } from './support/events.ts';

// Issue 14 item 4: the invitation is on screen before any script runs, and the page takes over
// from it without the stage going blank.

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
});
