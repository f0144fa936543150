import { AccountPage } from './pages/account-page.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('a host renames themselves and changes their password on the account page', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'settings');
  const login = new LoginPage(page);
  const header = new SiteHeader(page);
  await login.open();
  await login.signInAs(account.email, account.password);
  await new DashboardPage(page).expectShown();

  await header.choose('My Account');
  const settings = new AccountPage(page);
  await settings.expectShown();
  await expect(settings.email).toHaveValue(account.email);
  await expect(settings.email).not.toBeEditable();
  await expect(settings.updateProfile).toBeDisabled();

  await settings.renameTo('   ');
  await expect(page.getByText('Display name is required')).toBeVisible();
  await settings.renameTo('Party Planner Pat');
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(settings.displayName).toHaveValue('Party Planner Pat');
  await header.expectSignedInAs('Party Planner Pat');

  await settings.changePasswordTo('wrong-current', 'fresh-secret-9');
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await settings.changePasswordTo(account.password, 'fresh-secret-9');
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  // Still signed in here after the change.
  await page.reload();
  await settings.expectShown();

  await header.logOut();
  await login.open();
  await login.signInAs(account.email, account.password);
  await expect(login.error).toHaveText('Failed to login.');
  await login.password.fill('fresh-secret-9');
  await login.signIn.click();
  await new DashboardPage(page).expectShown();
  await header.expectSignedInAs('Party Planner Pat');
});
