import { sendSuccessMessage } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { ManageGuestsPage } from './pages/manage-guests-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { uniqueEmail } from './support/accounts.ts';
import { createHostedEvent } from './support/events.ts';
import { type OutboxMessage, readOutbox } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Delivery you can trust (docs/decisions/031, 032, 033, 036): a guest added twice is refused, a
// guest unsubscribes with one click and later sends skip them, and a bounced address is shown,
// fixed and reached exactly once.

/** Without a reload, in the time a person would wait. */
const LIVE = { timeout: 15_000 };

/** The invitation e-mails the dev mailbox holds for `to`, once there are `count`. */
async function invitationsTo(
  request: Parameters<typeof readOutbox>[0],
  to: string,
  count: number,
): Promise<OutboxMessage[]> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      found = (await readOutbox(request, to)).filter((m) => m.kind === 'invitation');
      return found.length;
    }, LIVE)
    .toBe(count);
  return found;
}

test('a host is told of a guest added twice; a guest unsubscribes with one click and is skipped; a bounced address is fixed and reached once', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const { event } = await createHostedEvent(page.request, 'trust', { guestNames: [] });
  const ava = { name: 'Ava Lee', email: uniqueEmail('ava') };
  // The development outbox reports `bounce@…` as a hard bounce, as Resend would.
  const bo = { name: 'Bo Chen', email: `bounce@${uniqueEmail('bo').split('@')[0]}.example.com` };

  // Add Guests: Ava and Bo, then Ava again in other letters: she is on the list already.
  const guests = new ManageGuestsPage(page);
  await guests.open(event.id);
  await guests.expectShown(event.id, event.title);
  const add = async (...people: { name: string; email: string }[]) => {
    await guests.addGuestsTab.click();
    for (const person of people) {
      await guests.newGuestName.fill(person.name);
      await guests.newGuestEmail.fill(person.email);
      await guests.addGuest.click();
    }
    await guests.saveNewGuests.click();
  };
  await add(ava, bo);
  await expect(page.getByText(messages.guests.saved(2))).toBeVisible();
  await add({ name: 'Ava Lee', email: ` ${ava.email.toUpperCase()}` });
  await expect(guests.panel.getByText(messages.guests.noneAdded)).toBeVisible();
  await expect(guests.panel.getByText(messages.guests.alreadyOnList('Ava Lee'))).toBeVisible();
  await expectAccessible(page);

  // Send to the two new guests: one e-mail each.
  await guests.sendShareTab.click();
  await guests.sendOption('Send to new guests').click();
  await expect(page.getByText(sendSuccessMessage('new', { queued: 2 }))).toBeVisible();
  const [toAva] = await invitationsTo(page.request, ava.email, 1);
  await invitationsTo(page.request, bo.email, 1);

  // Ava's mail app unsubscribes her with one click (RFC 8058): a POST with no cookie or Origin.
  const header = toAva?.headers?.['List-Unsubscribe'] ?? '';
  expect(toAva?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /<(https?:[^>]+)>/.exec(header)?.[1] ?? '';
  expect(unsubscribeUrl).toMatch(/\/unsubscribe\//);
  expect(toAva?.text).toContain(unsubscribeUrl);
  const mailApp = await playwright.request.newContext();
  try {
    const oneClick = await mailApp.post(unsubscribeUrl, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
  } finally {
    await mailApp.dispose();
  }

  // The link in the e-mail says so to Ava, and offers the undo (a page checked for access too).
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  try {
    await guestPage.goto(unsubscribeUrl);
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
      messages.unsubscribe.eventOff(event.title),
    );
    await expect(
      guestPage.getByRole('button', { name: messages.unsubscribe.resubscribeEvent(event.title) }),
    ).toBeVisible();
    await expectAccessible(guestPage);
  } finally {
    await guestContext.close();
  }

  // The host's Personal Invites: Ava unsubscribed, Bo's address bounced.
  const host = new EventDetailPage(page);
  await host.open(event.id);
  await host.personalInvitesTab.click();
  await expect(host.inviteStatus(bo.name)).toHaveText('Bounced', LIVE);
  await expect(host.inviteStatus(ava.name)).toHaveText('Unsubscribed', LIVE);

  // A second send skips Ava and says why; she gets nothing more.
  await host.resendTo(ava.name).click();
  await expect(page.getByText(messages.send.guestSuppressed(ava.name))).toBeVisible();

  // Bo's address is fixed and the invitation resent: the new address gets exactly one e-mail.
  const boFixed = uniqueEmail('bo-fixed');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Fix address for ${bo.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Fix ${bo.name}’s address` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'dialog[open]');
  await dialog.getByLabel('Email').fill(boFixed);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await host.resendTo(bo.name).click();
  await expect(page.getByText(messages.send.resent(bo.name))).toBeVisible();
  await expect(host.inviteStatus(bo.name)).toHaveText('Delivered', LIVE);
  await invitationsTo(page.request, boFixed, 1);
  await expectAccessible(page);

  // Nobody got more than the one invitation: not Ava after unsubscribing, not the old address.
  await invitationsTo(page.request, ava.email, 1);
  await invitationsTo(page.request, bo.email, 1);
  await invitationsTo(page.request, boFixed, 1);
});
