import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { sendSuccessMessage } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import type { Page } from '@playwright/test';
import { GuestEndPage } from './pages/guest-end-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { ManageGuestsPage } from './pages/manage-guests-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { createHostedEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

/** A number no other run of this journey uses, as a host types it, and in E.164. */
function newNumber() {
  const line = String(1000 + Math.floor(Math.random() * 9000));
  return { typed: `(415) 555-${line}`, e164: `+1415555${line}` };
}

// Texting guests (docs/decisions/068–071), through the development server's Twilio stand-in: the
// host adds a guest with only a phone number (a mistyped one is refused first), confirms the guests agreed to texts, and sends; the dev SMS
// inbox shows one text, whose link opens that guest's own invitation; the guest replies STOP; the
// host sees 'Opted out' live, and a poke leaves that guest out.
/** Reloads the dev SMS inbox until what `read` gives of it passes the check chained on. */
async function pollInbox<T>(inbox: Page, read: () => Promise<T>) {
  return expect.poll(
    async () => {
      await inbox.goto('/dev/sms');
      return read();
    },
    { timeout: 20_000 },
  );
}

test('a host texts a phone-only guest their invitation; the guest replies STOP and gets no more', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { event } = await createHostedEvent(page.request, 'texting', {
    guestNames: [],
    // About noon there: the event's quiet hours (docs/decisions/070) do not hold the text.
    event: { timeZone: zoneAtHour(12) },
  });
  const dana = newNumber();

  const guests = new ManageGuestsPage(page);
  await guests.open(event.id);
  await guests.expectShown(event.id, event.title);
  await guests.addGuestsTab.click();
  await guests.newGuestName.fill('Dana Reyes');
  // A number missing digits is refused where it is typed, and kept for the host to correct.
  const typo = dana.typed.slice(0, -3);
  await guests.newGuestPhone.fill(typo);
  await guests.addGuest.click();
  await expect(page.getByText(messages.recipients.phoneNotPossible)).toBeVisible();
  await expect(guests.newGuestPhone).toHaveValue(typo);
  await expect(guests.newGuestPhone).toHaveAttribute('aria-invalid', 'true');
  await guests.newGuestPhone.fill(dana.typed);
  await guests.addGuest.click();
  await guests.saveNewGuests.click();
  await expect(page.getByText(messages.guests.saved(1))).toBeVisible();

  // The first send that texts asks for the guests' consent, once.
  await guests.sendShareTab.click();
  await guests.sendOption('Send to new guests').click();
  const consent = page.getByRole('dialog', { name: messages.texts.consentTitle });
  await expect(consent).toContainText(messages.texts.consentLabel);
  await expectAccessible(page);
  await consent.getByRole('button', { name: messages.texts.consentConfirm }).click();
  await expect(page.getByText(sendSuccessMessage('new', { queued: 1 }))).toBeVisible();
  await expect(page.getByText(messages.texts.texted(1))).toBeVisible();
  await expect(consent).toHaveCount(0);

  // The dev SMS inbox: one text to Dana's number, with her own link and how to stop.
  const inbox = await page.context().newPage();
  const text = inbox.getByRole('article', { name: `Text to ${dana.e164}` });
  await (await pollInbox(inbox, () => text.count())).toBe(1);
  // Twilio's stand-in reports the text delivered, signed, to the app's own status route.
  await (await pollInbox(inbox, () => text.textContent())).toContain('delivered');
  await expect(text).toContainText(`invites you to ${event.title}`);
  await expect(text).toContainText(messages.texts.stopNotice);
  const link = (await text.getByRole('link').getAttribute('href')) ?? '';
  expect(link).toMatch(/\/invite\/[^/?]+\?id=/);
  await expectAccessible(inbox);

  // The link is Dana's own invitation: it greets her by her first name.
  const guestContext = await browser.newContext();
  try {
    const invitation = new GuestInvitationPage(await guestContext.newPage());
    await invitation.open(link);
    await expect(invitation.question('Dana, will you be there?')).toBeVisible({ timeout: 15_000 });
  } finally {
    await guestContext.close();
  }

  // Dana replies STOP; the host's open page shows it without a reload.
  await guests.guestListTab.click();
  await expect(guests.status('Dana Reyes')).toHaveText('Opened');
  await text.getByLabel('Reply as the guest').fill('STOP');
  await text.getByRole('button', { name: 'Send reply' }).click();
  await expect(inbox.getByRole('status')).toContainText('you will get no more texts from us');
  await expect(guests.status('Dana Reyes')).toHaveText(messages.texts.optedOut);
  await expect(guests.row('Dana Reyes')).toContainText(messages.texts.optedOutNote);

  // No more texts reach her: a resend says why, and a poke has nobody to reach.
  await guests.resendTo('Dana Reyes').click();
  await expect(page.getByText(messages.texts.guestOptedOut('Dana Reyes'))).toBeVisible();
  await guests.sendShareTab.click();
  await expect(guests.sendOption('Poke unresponsive guests')).toBeDisabled();
  await inbox.goto('/dev/sms');
  await expect(text).toHaveCount(1);
  await expectAccessible(page);
});

test('a guest invited by text accepts, and the confirmation comes by text', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { event } = await createHostedEvent(page.request, 'texted-answer', {
    guestNames: [],
    event: { timeZone: zoneAtHour(12) },
  });
  const eli = newNumber();
  const guests = new ManageGuestsPage(page);
  await guests.open(event.id);
  await guests.addGuestsTab.click();
  await guests.newGuestName.fill('Eli Park');
  await guests.newGuestPhone.fill(eli.typed);
  await guests.addGuest.click();
  await guests.saveNewGuests.click();
  await guests.sendShareTab.click();
  await guests.sendOption('Send to new guests').click();
  await page.getByRole('button', { name: messages.texts.consentConfirm }).click();
  await expect(page.getByText(messages.texts.texted(1))).toBeVisible();

  const inbox = await page.context().newPage();
  const texts = inbox.getByRole('article', { name: `Text to ${eli.e164}` });
  await (await pollInbox(inbox, () => texts.count())).toBe(1);
  const link = (await texts.getByRole('link').getAttribute('href')) ?? '';

  // Eli accepts for two on his phone.
  const guestContext = await browser.newContext();
  try {
    const guestPage = await guestContext.newPage();
    const invitation = new GuestInvitationPage(guestPage);
    await invitation.open(link);
    await expect(invitation.question('Eli, will you be there?')).toBeVisible({ timeout: 15_000 });
    await invitation.acceptWith(2);
    await expect(new GuestEndPage(guestPage).heading(messages.guest.accepted)).toBeVisible();
  } finally {
    await guestContext.close();
  }

  // A few seconds later his confirmation arrives as a second text, with his link to change it.
  const confirmation = texts.filter({ hasText: "You're coming to" });
  await (await pollInbox(inbox, () => confirmation.count())).toBe(1);
  await expect(confirmation).toContainText(`You're coming to ${event.title} (2 people)`);
  await expect(confirmation.getByRole('link')).toHaveAttribute('href', link);
  await expect(confirmation).not.toContainText(messages.texts.stopNotice);
  await expectAccessible(inbox);
});
