import { AccountPage } from './pages/account-page.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { createAccount, whoAmI } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('a host signs out, mistypes their password, then signs back in', async ({ page, request }) => {
  const account = await createAccount(request, 'signin');
  const login = new LoginPage(page);
  const header = new SiteHeader(page);

  await login.open();
  await expect(login.signIn).toBeDisabled();
  await login.signInAs(account.email, account.password);
  await new DashboardPage(page).expectShown();
  await header.expectSignedInAs(account.displayName);

  await header.logOut();
  // A deliberate sign-out says so, never that the session expired.
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your session expired/)).toHaveCount(0);
  await page.goto('/dashboard');
  await login.expectShown();

  await login.signInAs(account.email, 'not-my-password');
  await expect(login.error).toHaveText('Failed to login.');
  await expect(login.email).toHaveValue(account.email);
  await expect(login.password).toHaveValue('not-my-password');

  await login.password.fill(account.password);
  await login.signIn.click();
  await new DashboardPage(page).expectShown();
  await header.expectSignedInAs(account.displayName);
});

test('a protected page sends a visitor to sign in, and back again afterwards', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'guard');
  await page.goto('/account');
  const login = new LoginPage(page);
  await login.expectShown();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);

  await login.signInAs(account.email, account.password);
  await new AccountPage(page).expectShown();

  // Signed in, the sign-in and sign-up pages have nothing to offer.
  await page.goto('/login');
  await new DashboardPage(page).expectShown();
  await page.goto('/register');
  await new DashboardPage(page).expectShown();
});

test('/dashboard without a session goes to /login and lands back on /dashboard', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'back');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await new LoginPage(page).signInAs(account.email, account.password);
  await new DashboardPage(page).expectEmpty();
});

test('an anonymous event-creation session cannot open host pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create New Event' }).click();
  await expect.poll(async () => (await whoAmI(page.request))?.isAnonymous).toBe(true);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await new SiteHeader(page).expectSignedOut();
});

test('a link that would send the host elsewhere after signing in is ignored', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'offsite');
  await page.goto('/login?redirect=//evil.example/steal');
  await new LoginPage(page).signInAs(account.email, account.password);
  await new DashboardPage(page).expectShown();
});

test('a session that ends elsewhere sends the host to sign in again', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'expired');
  await page.goto('/login?redirect=/account');
  await new LoginPage(page).signInAs(account.email, account.password);
  await new AccountPage(page).expectShown();

  // The session ends on the server's side (here: its cookie is gone); the page still thinks it is
  // signed in until the next request is refused.
  await context.clearCookies();
  await new SiteHeader(page).choose('Dashboard');

  // Back after signing in: to the dashboard, or to the account page when the refusal is seen
  // before the move to the dashboard is done (a loaded machine's timing; both are the page the host
  // was on or going to).
  await expect(page).toHaveURL(/\/login\?redirect=%2F(dashboard|account)$/);
  await expect(
    page.getByText('Your session expired — please reload and sign in again.'),
  ).toBeVisible();
  await new SiteHeader(page).expectSignedOut();
});
