import { messages } from '@partyreel/shared/messages';
import type { Page } from '@playwright/test';
import { InvitationPreviewPage, PREVIEW_SHOWN_TIMEOUT } from './pages/invitation-preview-page.ts';
import { LandingPage } from './pages/landing-page.ts';
import { listTemplates, templateOfVariant } from './support/invitation-templates.ts';
import { SAMPLE_INVITATION, SAMPLE_TEXT } from './support/sample-invitation.ts';
import { expect, test } from './support/test.ts';

/** What the browser reports it blocked under the page's Content-Security-Policy, in any frame. */
function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the landing runs under its Content-Security-Policy', async ({ page }) => {
  const blocked = violations(page);
  const landing = new LandingPage(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(
    page.getByRole('heading', { name: 'What kind of party are you throwing?' }),
  ).toBeVisible();
  await expect(landing.showcaseCards).toHaveCount(12);
  expect(blocked).toEqual([]);
});

test('a fancy template draws in its srcdoc frame, which inherits the policy', async ({ page }) => {
  const blocked = violations(page);
  const fancy = templateOfVariant(await listTemplates(page.request), 'fancy');
  const preview = new InvitationPreviewPage(page);
  await preview.seed({ templateId: fancy.id, data: SAMPLE_INVITATION });
  await preview.open();
  await expect(preview.fancy.getByRole('heading', { name: SAMPLE_TEXT.title })).toBeVisible({
    timeout: PREVIEW_SHOWN_TIMEOUT,
  });
  expect(blocked).toEqual([]);
});

test("the frame's onerror handler (allowed by its hash) still reports a bundle that fails to load", async ({
  page,
}) => {
  const blocked = violations(page);
  // The template's bundle points at a script that is not there (requests from inside the sandboxed
  // frame cannot be intercepted, the page's call for the template can).
  await page.route('**/trpc/**templates.byId**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('/bundle.js', '/missing.js');
    await route.fulfill({ response, body });
  });
  const fancy = templateOfVariant(await listTemplates(page.request), 'fancy');
  const preview = new InvitationPreviewPage(page);
  await preview.seed({ templateId: fancy.id, data: SAMPLE_INVITATION });
  await preview.open();
  // Were the handler blocked, the page would wait out its retries and say initFailed instead.
  await expect(preview.failure).toHaveText(messages.preview.themeScriptFailed);
  expect(blocked).toEqual([]);
});
