import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/password-reset-pages.ts';
import { createAccount } from './support/accounts.ts';
import { latestMail, linkTo } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

test('a host who forgot their password resets it from the emailed link', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'forgot');
  const login = new LoginPage(page);
  await login.open();
  await login.forgotPassword.click();

  const forgot = new ForgotPasswordPage(page);
  await forgot.requestReset('not-an-address');
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to send reset email. Please check your email address.',
  );
  await expect(forgot.email).toHaveValue('not-an-address');
  await forgot.requestReset(account.email);
  await expect(forgot.sent).toBeVisible();

  const mail = await latestMail(request, account.email, 'reset-password');
  const link = linkTo(mail, '/reset-password');
  await page.goto(link);
  const reset = new ResetPasswordPage(page);
  await reset.choose('short');
  await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
  await reset.choose('brand-new-pass', 'brand-new-typo');
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await reset.choose('brand-new-pass');
  await expect(reset.done).toBeVisible();

  // The link works once.
  await page.goto(link);
  await reset.choose('another-pass-1');
  await expect(reset.linkInvalid).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();

  await login.open();
  await login.signInAs(account.email, account.password);
  await expect(login.error).toHaveText('Failed to login.');
  await login.password.fill('brand-new-pass');
  await login.signIn.click();
  await new DashboardPage(page).expectShown();
});
