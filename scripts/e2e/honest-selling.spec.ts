import { EventDetailPage } from './pages/event-detail-page.ts';
import { LandingPage } from './pages/landing-page.ts';
import { createAccount, uniqueEmail } from './support/accounts.ts';
import { createLockedEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

// A host is never sold what is not there: the price is known where they start, the unlock offer
// names only what works, and it says before payment whom no e-mail will reach
// (docs/decisions/048-honest-selling-and-the-way-on.md).

const PRICE_LINE = 'Free to make and preview. $4.99 per event to send.';

test('the landing page leads with making an invitation and says what it costs', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(page.getByRole('button', { name: 'Create New Event' })).toBeVisible();
  await expect(page.getByText(PRICE_LINE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Waitlist' }).first()).toBeVisible();
  await expect(page.getByText(/100% off/)).toHaveCount(0);

  // The wizard's first step says it too, before anything is made.
  await page.getByRole('button', { name: 'Create New Event' }).click();
  await expect(page).toHaveURL(/\/create-event\?/);
  await expect(page.getByText(PRICE_LINE)).toBeVisible();
});

test('the unlock offer sells texts where this server texts, and names nobody a text reaches', async ({
  page,
}) => {
  await createAccount(page.request, 'honest-selling');
  const eventId = await createLockedEvent(page.request, `Honest ${Date.now().toString(36)}`, {
    recipients: [
      { name: 'Ava Lee', email: uniqueEmail('guest') },
      { name: 'Pat Phone', phone: '+1 555 010 0199' },
    ],
  });
  const event = new EventDetailPage(page);
  await event.open(eventId);
  await event.actions.getByRole('button', { name: 'Open Invitation Link' }).click();
  await expect(event.unlockModal).toBeVisible();
  // The journeys' server texts (into its dev inbox: docs/decisions/070), so texts are on offer
  // and a guest with only a phone number is not named as out of reach.
  await expect(event.unlockModal).toContainText('Share by e-mail, text or link');
  await expect(event.unlockModal).not.toContainText('Pat Phone');
  await expect(event.unlockModal).not.toContainText('only a phone number');
  await expect(event.unlockModal).toContainText('$4.99');
});
