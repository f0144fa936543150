import { CreateEventWizard } from './pages/create-event-wizard.ts';
import { DevCheckoutPage } from './pages/dev-checkout-page.ts';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { createAccount, uniqueEmail } from './support/accounts.ts';
import { createLockedEvent, eventById } from './support/events.ts';
import { expect, test } from './support/test.ts';

/**
 * The paywall: a host pays once to unlock an event. The dev checkout plays Stripe's hosted page and
 * delivers a signed webhook a moment after the browser comes back, as Stripe does.
 */

const PROCESSING = 'Processing Payment...';
const UNLOCKED = 'Payment received! Your invitation is unlocked.';

test('a host pays with PARTY80, waits for the unlock live, and copies the link', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await createAccount(page.request, 'payer');
  const title = `Paid Party ${Date.now().toString(36)}`;
  const eventId = await createLockedEvent(page.request, title);

  const event = new EventDetailPage(page);
  await event.open(eventId);
  await event.expectShown(eventId, title);
  await event.linkSharingTab.click();
  await event.copy.click();
  await expect(event.unlockModal).toBeVisible();
  await expect(event.unlockModal).toContainText('$4.99');
  await expect(event.unlockModal).toContainText('PARTY80');
  // Codes are typed in our offer, before checkout: an unknown one is refused there, kept as typed.
  await event.promoCode.fill('NOTACODE');
  await event.checkout.click();
  await expect(event.unlockModal.getByText('That promo code is not valid.')).toBeVisible();
  await expect(event.promoCode).toHaveValue('NOTACODE');
  await expect(event.promoCode).toBeFocused();
  await event.promoCode.fill('party80');
  await event.checkout.click();

  const checkout = new DevCheckoutPage(page);
  await checkout.expectShown(title, '$1.00');
  await expect(checkout.applied).toHaveText('PARTY80 applied: 80% off');
  await checkout.pay('$1.00').click();

  // Back before the webhook: the page waits, then hears the unlock without a reload.
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}\\?payment=success$`));
  await expect(page.getByText(PROCESSING)).toBeVisible();
  await expect(page.getByText(UNLOCKED)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(PROCESSING)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`));

  await event.linkSharingTab.click();
  await event.copy.click();
  await expect(page.getByText('Invitation link copied to clipboard!')).toBeVisible();
  const copied = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(copied).toMatch(new RegExp(`^${origin}/invite/[A-Za-z0-9_-]{12}$`));

  // The link a guest opens now works: the server opened it with the payment.
  await page.goto(new URL(copied).pathname);
  await expect(page.getByText('Invitation not found')).toHaveCount(0);
  const paid = await eventById(page.request, eventId);
  expect(paid.counts.unlocked).toBe(true);
});

test('Cancel on the dev checkout brings the host back to the unlock offer, still locked', async ({
  page,
}) => {
  await createAccount(page.request, 'canceller');
  const title = `Maybe Party ${Date.now().toString(36)}`;
  const eventId = await createLockedEvent(page.request, title);

  const event = new EventDetailPage(page);
  await event.open(eventId);
  await event.actions.getByRole('button', { name: 'Open Invitation Link' }).click();
  await event.checkout.click();
  const checkout = new DevCheckoutPage(page);
  await checkout.expectShown(title, '$4.99');
  await checkout.cancel.click();

  await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`));
  await expect(event.unlockModal).toBeVisible();
  await event.maybeLater.click();
  await expect(event.unlockModal).toBeHidden();
  expect((await eventById(page.request, eventId)).counts.unlocked).toBe(false);
});

test('a wizard host who pays at the send step comes back to the send step, unlocked', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await createAccount(page.request, 'wizard-payer');
  await page.goto('/create-event');
  const wizard = new CreateEventWizard(page);
  const title = `Wizard Paid Party ${Date.now().toString(36)}`;
  await wizard.fillPlainDetails(title, {
    location: 'The Lido',
    date: '2031-07-01',
    startTime: '11:00',
    template: 'Rainbow Unicorn Meadow',
  });
  await wizard.expectStep(10, 14);
  await wizard.addGuest('Sam Guest', uniqueEmail('sam'));
  await wizard.next.click();
  await wizard.expectStep(11, 14);
  await wizard.button('Create Event').click();

  // The unlock is offered at once; its checkout starts from the wizard.
  const event = new EventDetailPage(page);
  await expect(event.unlockModal).toBeVisible();
  await event.promoCode.fill('LAUNCH100');
  await event.checkout.click();
  const checkout = new DevCheckoutPage(page);
  await checkout.expectShown(title, '$0.00');
  await expect(checkout.applied).toHaveText('LAUNCH100 applied: 100% off');
  await checkout.pay('$0.00').click();

  await expect(page).toHaveURL(/\/create-event\?.*step=12/);
  await expect(page.getByText(PROCESSING)).toBeVisible();
  await expect(page.getByText(UNLOCKED)).toBeVisible({ timeout: 10_000 });
  await wizard.expectStep(12, 14, 'Send invitations');
  await expect(wizard.main.getByText('Sam Guest')).toBeVisible();
  await expect(page).not.toHaveURL(/payment=/);
});
