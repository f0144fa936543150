import { DashboardPage } from './pages/dashboard-page.ts';
import { RegisterPage } from './pages/register-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { uniqueEmail, whoAmI } from './support/accounts.ts';
import { latestMail, linkTo } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

test('a new host registers, verifies their email from the outbox and sees an empty dashboard', async ({
  page,
  request,
}) => {
  const account = {
    displayName: 'Riley Register',
    email: uniqueEmail('register'),
    password: 'confetti-42',
  };
  const register = new RegisterPage(page);
  await register.open();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
  await register.register(account);
  await new SiteHeader(page).expectSignedInAs(account.displayName);

  const mail = await latestMail(request, account.email, 'verify-email');
  await page.goto(linkTo(mail, '/verify-email'));
  await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await new DashboardPage(page).expectEmpty();

  await page.goto('/account');
  await expect(page.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
});

test('a used or made-up verification link says it is invalid', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token-at-all');
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
});

test('an anonymous event-creation session becomes an account when the visitor registers', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create New Event' }).click();
  // The wizard comes later; the anonymous session is what matters here.
  await expect.poll(async () => (await whoAmI(page.request))?.isAnonymous).toBe(true);
  await page.goto('/register');
  await expect(page.getByText('Save your event by creating an account.')).toBeVisible();
  const header = new SiteHeader(page);
  await header.expectSignedOut();

  const before = await whoAmI(page.request);
  expect(before).toMatchObject({ isAnonymous: true });

  const account = {
    displayName: 'Ana Nonymous',
    email: uniqueEmail('convert'),
    password: 'balloons-7',
  };
  await new RegisterPage(page).register(account);
  await new DashboardPage(page).expectEmpty();
  await header.expectSignedInAs(account.displayName);

  // The same user, now registered: whatever the anonymous session made stays theirs.
  const after = await whoAmI(page.request);
  expect(after).toMatchObject({ id: before?.id, isAnonymous: false, email: account.email });
});
