import { messages } from '@partyreel/shared/messages';
import { devices } from '@playwright/test';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { EventEditPage } from './pages/event-edit-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { ManageGuestsPage } from './pages/manage-guests-page.ts';
import { createHostedEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

// A party's places: the host gives the party a capacity of 4; two guests of two fill it and a
// third lands on the waitlist; one of the first declines, the host is told a place is free and
// promotes the waiting guest, whose invitation then says they are coming. A guest's own limit
// shows on their invitation, and the host's required question is asked of everyone who comes.

test('a full party puts a guest on the waitlist, and the host promotes them after a decline', async ({
  page,
  browser,
}) => {
  // Five visits to guest pages on a phone, and three host pages.
  test.setTimeout(90_000);
  const { event, guests } = await createHostedEvent(page.request, 'places', {
    guestNames: ['Ava Lee', 'Ben Ortiz', 'Cy Park'],
  });
  const [ava, ben, cy] = guests;
  if (!ava || !ben || !cy) throw new Error('three guests were made');

  const host = new EventDetailPage(page);
  await host.open(event.id);
  await host.edit.click();
  const editor = new EventEditPage(page);
  await editor.expectShown(event.id);
  await editor.capacity.fill('4');
  await editor.save.click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByText(messages.places.placesTaken(0, 4))).toBeVisible();

  // A required question for everyone who comes.
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('Fish or pasta?');
  await page.getByLabel('Answered with (question 1)').selectOption('choice');
  await page.getByLabel('Choices, one a line (question 1)').fill('Fish\nPasta');
  await page.getByRole('checkbox', { name: /Required to accept/ }).check();
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText(messages.questions.saved)).toBeVisible();

  // Cy may bring at most two: his invitation offers no more.
  const list = new ManageGuestsPage(page);
  await list.open(event.id);
  await list.canBring('Cy Park').selectOption('2');
  await expect(page.getByText(messages.places.partyLimitSaved('Cy Park', 2))).toBeVisible();

  // The host watches the event page while the guests answer on a phone.
  await host.open(event.id);
  await expect(page.getByText(messages.places.placesTaken(0, 4))).toBeVisible();
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const guest = new GuestInvitationPage(await phone.newPage());
    for (const who of [ava, ben]) {
      await guest.open(who.path);
      await guest.answerForm.getByRole('radio', { name: 'Fish' }).check({ timeout: 15_000 });
      await guest.acceptWith(2);
      await expect(guest.page).toHaveURL(/\/end/, { timeout: 15_000 });
      await expect(
        guest.page.getByRole('heading', { name: messages.guest.accepted }),
      ).toBeVisible();
    }
    await expect(host.stat('Accepted')).toHaveText('2');
    await expect(page.getByText(messages.places.placesTaken(4, 4))).toBeVisible();

    await guest.open(cy.path);
    await expect(guest.answerForm.getByText('Including you, at most 2.')).toBeVisible({
      timeout: 15_000,
    });
    // The question must be answered to come.
    await guest.acceptWith(2);
    await expect(
      guest.answerForm.getByText(messages.questions.answerRequired('Fish or pasta?')),
    ).toBeVisible();
    await guest.answerForm.getByRole('radio', { name: 'Pasta' }).check();
    await guest.accept.click();
    await expect(guest.page).toHaveURL(/\/end/, { timeout: 15_000 });
    await expect(
      guest.page.getByRole('heading', { name: messages.guest.waitlistBadge }),
    ).toBeVisible();
    await expect(guest.page.getByText(messages.guest.waitlisted)).toBeVisible();
    await expect(page.getByText('Cy Park joined the waitlist (2 people)')).toBeVisible();
    await expect(host.stat('Waitlist')).toHaveText('1');

    // Ava declines: the host is told that places are free, and who waits.
    await guest.open(ava.path);
    await guest.decline.click({ timeout: 15_000 });
    await expect(guest.page).toHaveURL(/\/end/, { timeout: 15_000 });
    await expect(
      page.getByText(`Ava Lee declined. ${messages.places.placeFreed(2, 1)}`),
    ).toBeVisible();

    await list.open(event.id);
    await expect(list.status('Cy Park')).toHaveText('Waitlist');
    await expect(list.row('Cy Park')).toContainText('Fish or pasta? Pasta');
    await list.promote('Cy Park').click();
    await expect(page.getByText(messages.places.promoted('Cy Park'))).toBeVisible();
    await expect(list.status('Cy Park')).toHaveText('Accepted');
    await expect(list.stat('Waitlist')).toHaveText('0');
    await expect(list.stat('People')).toHaveText('4');

    await guest.open(cy.path);
    await expect(guest.answerForm.getByText(/Your answer: Accepted · 2 people/)).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await phone.close();
  }
});
