import { messages } from '@partyreel/shared/messages';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { EventEditPage } from './pages/event-edit-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createAccount } from './support/accounts.ts';
import { createLockedEvent, unlockEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

test('a host sees their event, edits it (a limit of 4 people per answer), meets the paywall, and copies the link once unlocked', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL ?? '').origin,
  });
  await createAccount(page.request, 'event-page');
  const title = `Garden Party ${Date.now().toString(36)}`;
  const eventId = await createLockedEvent(page.request, title);

  const event = new EventDetailPage(page);
  await event.open(eventId);
  await event.expectShown(eventId, title);
  await expect(page.getByText('Friday, August 8, 2031')).toBeVisible();
  await expect(page.getByText('No location specified')).toBeVisible();
  await expect(event.stat('Accepted')).toHaveText('0');

  await event.edit.click();
  const edit = new EventEditPage(page);
  await edit.expectShown(eventId);
  await expect(edit.title).toHaveValue(title);
  await edit.title.fill('');
  await edit.save.click();
  await expect(page.getByText('Please enter a name for your event.')).toBeVisible();
  await edit.title.fill('Moonlight Garden Party');
  await edit.location.fill('The Old Orchard');
  await edit.description.fill('Lanterns, cake and dancing.');
  // Each answer may bring at most 4 people: out of range is explained first, nothing saved.
  await expect(edit.maxPartySize).toHaveValue('20');
  await edit.maxPartySize.fill('30');
  await edit.save.click();
  await expect(page.getByText(messages.editEvent.partySizeInvalid)).toBeVisible();
  await edit.maxPartySize.fill('4');
  await edit.save.click();
  await expect(page.getByText('Event updated!')).toBeVisible();
  await event.expectShown(eventId, 'Moonlight Garden Party');
  await expect(page.getByText('The Old Orchard')).toBeVisible();
  await expect(page.getByText('Lanterns, cake and dancing.')).toBeVisible();

  // Locked: every way of sharing offers the unlock instead.
  await event.linkSharingTab.click();
  await event.copy.click();
  await expect(event.unlockModal).toBeVisible();
  await expect(event.unlockModal).toContainText('$4.99');
  await event.maybeLater.click();
  await expect(event.unlockModal).toBeHidden();
  await event.actions.getByRole('button', { name: 'Open Invitation Link' }).click();
  await expect(event.unlockModal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(event.unlockModal).toBeHidden();

  // Unlocked (as a paid checkout would): the page hears it live, no reload.
  await unlockEvent(page.request, eventId);
  await expect(event.panel.getByRole('img', { name: /QR code/ })).toBeVisible();
  await event.copy.click();
  await expect(page.getByText('Invitation link copied to clipboard!')).toBeVisible();
  await expect(event.copy).toHaveText('Copied!');
  const copied = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(copied).toMatch(new RegExp(`^${new URL(baseURL ?? '').origin}/invite/[A-Za-z0-9_-]{12}$`));
  await expect(event.copy).toHaveText('Copy');
  await expect(event.actions.getByRole('link', { name: 'Open Invitation Link' })).toHaveAttribute(
    'href',
    copied,
  );

  // The guest's form keeps to the host's limit.
  const guest = new GuestInvitationPage(page);
  await guest.open(new URL(copied).pathname);
  await expect(guest.answerForm.getByText('Including you, at most 4.')).toBeVisible({
    timeout: 15_000,
  });
  await guest.peopleCount.fill('4');
  await expect(guest.morePeople).toBeDisabled();
  await guest.firstName.fill('Zoe');
  await guest.acceptWith(5);
  await expect(guest.answerForm.getByText(messages.guest.peopleCountUpTo(4))).toBeVisible();
});

test("another host gets 'Event not found' for someone else's event", async ({ page, request }) => {
  await createAccount(request, 'event-owner');
  const eventId = await createLockedEvent(request, 'Private Party');

  await createAccount(page.request, 'event-stranger');
  const event = new EventDetailPage(page);
  await event.open(eventId);
  await expect(page.getByRole('alert')).toHaveText('Event not found');
  await expect(page.getByText('Private Party')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/edit-event/${eventId}`);
  await expect(page.getByRole('alert')).toHaveText('Event not found.');
  await expect(page.getByLabel('Title')).toHaveCount(0);
});
