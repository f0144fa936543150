import { expect, test } from './support/test.ts';

test('terms state the age limit, SMS consent and the last update', async ({ page }) => {
  await page.goto('/terms');
  const body = page.locator('main');
  await expect(body).toContainText('July 2025');
  await expect(body).toContainText('13');
  await expect(body).toContainText('20 messages per month');
  await expect(body).toContainText('STOP');
});

test('privacy is reachable from the footer', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('main')).toContainText('July 2025');
});

test('an unknown address leads to the landing page', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/$/);
});
