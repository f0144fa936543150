import type { Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** Clicks 'Sign in with Google' and hands back the popup (the local stand-in's consent page). */
async function openGooglePopup(page: Page): Promise<Page> {
  const login = new LoginPage(page);
  await login.open();
  const popupOpened = page.waitForEvent('popup');
  await login.google.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  return popup;
}

test('signing in with Google through the popup lands on the dashboard', async ({ page }) => {
  const popup = await openGooglePopup(page);
  await popup.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('google'));
  await popup.getByRole('textbox', { name: 'Name' }).fill('Gigi Google');
  // The popup reports back and closes itself, perhaps before the click even returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  await new DashboardPage(page).expectEmpty();
  await new SiteHeader(page).expectSignedInAs('Gigi Google');

  // A Google-only account has no password to change.
  await page.goto('/account');
  await expect(page.getByText('You sign in with Google')).toBeVisible();
  await expect(page.getByRole('main').getByText('Google', { exact: true })).toBeVisible();
});

test('cancelling Google sign-in says so and stays on the sign-in page', async ({ page }) => {
  const popup = await openGooglePopup(page);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;

  await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google.');
  await expect(page).toHaveURL(/\/login$/);
  await new SiteHeader(page).expectSignedOut();
});
