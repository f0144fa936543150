import { messages } from '@partyreel/shared/messages';
import { devices } from '@playwright/test';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { EventEditPage } from './pages/event-edit-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { uniqueEmail } from './support/accounts.ts';
import { createHostedEvent } from './support/events.ts';
import { latestMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Updates to guests: the guest who answers Maybe through the share link (with her e-mail) gets her
// answer confirmed; the host writes to those who said Maybe, and she reads it on her invitation
// and in her inbox; then an edit that moves the party offers to tell everyone who has not declined.

test('a host sends an update to Maybe, and an edit that moves the party tells the guests too', async ({
  page,
  browser,
}) => {
  // A phone that loads the invitation twice, and the host's event page and editor.
  test.setTimeout(60_000);
  const { event, shareLinkPath } = await createHostedEvent(page.request, 'updates', {
    guestNames: [],
  });
  const zoeEmail = uniqueEmail('zoe');

  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const guest = new GuestInvitationPage(await phone.newPage());
    await guest.open(shareLinkPath);
    await guest.firstName.fill('Zoe', { timeout: 15_000 });
    await guest.email.fill(zoeEmail);
    await guest.maybeWith(2);
    await expect(guest.page).toHaveURL(/\/end$/, { timeout: 15_000 });
    // Her answer is confirmed in her inbox, with the party's calendar file.
    const confirmation = await latestMail(page.request, zoeEmail, 'confirmation');
    expect(confirmation.subject).toBe(`You said maybe to ${event.title}`);
    expect(confirmation.text).toContain('Maybe · 2 people');
    expect(confirmation.attachments?.map((file) => file.filename)).toEqual([
      expect.stringMatching(/\.ics$/),
    ]);

    // The host writes to Maybe from the event page.
    const host = new EventDetailPage(page);
    await host.open(event.id);
    const updates = page.getByRole('region', { name: messages.updates.title });
    await updates.getByLabel('Send to').selectOption('maybe');
    await updates.getByLabel('Your update').fill('We moved indoors.\nBring slippers!');
    await updates.getByRole('button', { name: 'Send update' }).click();
    await expect(page.getByText(messages.updates.sent(1))).toBeVisible();
    await expect(updates.getByText(/To Maybe · .* · e-mailed to 1/)).toBeVisible();

    // Zoe's invitation shows it, and so does her inbox.
    await guest.open(shareLinkPath);
    const fromHost = guest.answerForm.getByRole('region', { name: messages.guest.updatesTitle });
    await expect(fromHost.getByText(/We moved indoors\.\s+Bring slippers!/)).toBeVisible({
      timeout: 15_000,
    });
    const mail = await latestMail(page.request, zoeEmail, 'update');
    expect(mail.subject).toBe(`Update: ${event.title}`);
    expect(mail.text).toContain('Hi Zoe,');
    expect(mail.text).toContain('We moved indoors.');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\//);

    // The host moves the party: the editor offers to tell the guests, the change pre-written.
    await host.edit.click();
    const editor = new EventEditPage(page);
    await editor.expectShown(event.id);
    await editor.location.fill('The lido, Springfield');
    await editor.save.click();
    const offer = page.getByRole('dialog', { name: 'Tell your guests?' });
    await expect(offer.getByLabel('Your update')).toHaveValue(
      'Heads up: the party details changed.\nNew place: The lido, Springfield.',
    );
    await offer.getByRole('button', { name: 'Send update' }).click();
    // The first update's toast may still show beside this one's.
    await expect(page.getByText(messages.updates.sent(1)).last()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(
      page
        .getByRole('region', { name: messages.updates.title })
        .getByText(/To Everyone who hasn’t declined · .* · e-mailed to 1/),
    ).toBeVisible();

    // Newest first on Zoe's invitation.
    await guest.open(shareLinkPath);
    await expect(fromHost.getByRole('listitem').first()).toContainText(
      'New place: The lido, Springfield.',
      { timeout: 15_000 },
    );
    await expect(fromHost.getByRole('listitem')).toHaveCount(2);
  } finally {
    await phone.close();
  }
});
