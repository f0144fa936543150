import { messages } from '@partyreel/shared/messages';
import { type Browser, devices, type Page } from '@playwright/test';
import { CreateEventWizard } from './pages/create-event-wizard.ts';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createHostedEvent } from './support/events.ts';
import { type OutboxMessage, readOutbox } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Sending: a host sends from the wizard, each guest opens the e-mail's link, one answers, and the
// host's Personal Invites tab follows without a reload; Resend e-mails one guest once more.

/** Without a reload, in the time a person would wait (how fast is measured by `pnpm bench`). */
const LIVE = { timeout: 10_000 };

/** The invitation e-mails in the dev mailbox for `to`, once there are `count` of them. */
async function invitationsTo(page: Page, to: string, count: number): Promise<OutboxMessage[]> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await readOutbox(page.request, to)).filter((m) => m.kind === 'invitation');
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}

/**
 * Opens the e-mail in the dev mailbox as the guest would read it, and follows its big button: the
 * address the guest's browser goes to.
 */
async function linkInMail(browser: Browser, message: OutboxMessage): Promise<string> {
  const context = await browser.newContext();
  try {
    const mailbox = await context.newPage();
    await mailbox.goto(`/dev/mail/${message.id}`);
    const mail = mailbox.frameLocator('iframe');
    const button = mail.getByRole('link', { name: 'Open your invitation' });
    await expect(button).toBeVisible();
    const href = await button.getAttribute('href');
    expect(href).toBeTruthy();
    return String(href);
  } finally {
    await context.close();
  }
}

test('a host sends to three guests from the wizard, the guests open their e-mails, and the Personal Invites tab follows live', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three mailboxes, a phone that plays the invitation and a live host page: a long journey.
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const names = ['Ava Lee', 'Ben Ortiz', 'Cleo Park'];
  const { event } = await createHostedEvent(page.request, 'sending', { guestNames: names });
  const guests = event.guests;
  expect(guests.map((g) => g.name)).toEqual(names);

  // The host opens the wizard's send step for the event (edit mode) and sends.
  const wizard = new CreateEventWizard(page);
  await page.goto(`/create-event?eventId=${event.id}&step=12`);
  await wizard.expectStep(12, 14, 'Send invitations');
  for (const name of names)
    await expect(wizard.main.getByText(name, { exact: true })).toBeVisible();
  await wizard.button('Send invitations').click();
  await expect(wizard.main.getByRole('status')).toContainText(messages.send.sent);
  // In edit mode the step goes on to the event page after 1.5 s.
  const host = new EventDetailPage(page);
  await host.expectShown(event.id, event.title);

  // The Personal Invites tab: every guest Delivered once the e-mails are handed over and the
  // provider's word arrives (the development outbox reports it itself, docs/decisions/033).
  await host.personalInvitesTab.click();
  for (const name of names) await expect(host.inviteStatus(name)).toHaveText('Delivered', LIVE);
  await host.markLoaded();

  // Each guest has exactly one invitation e-mail; its button opens their own invitation.
  const links: string[] = [];
  for (const guest of guests) {
    const [mail] = await invitationsTo(page, guest.email ?? '', 1);
    if (!mail) throw new Error(`no invitation for ${guest.name}`);
    expect(mail.text).toContain(event.title);
    const link = await linkInMail(browser, mail);
    expect(link).toBe(`${origin}/invite/${guest.uniqueCode}?id=${guest.id}`);
    links.push(link);
  }

  // On their phones, each guest sees their own first name; Ava accepts with 2.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    for (const [i, guest] of guests.entries()) {
      const guestPage = await phone.newPage();
      const invitation = new GuestInvitationPage(guestPage);
      await invitation.open(links[i] ?? '');
      const firstName = guest.name.split(' ')[0];
      await expect(invitation.question(`${firstName}, will you be there?`)).toBeVisible({
        timeout: 15_000,
      });
      // Opened: the guest has the page; the host sees it without a reload. (The page tells the
      // server once it shows the question: the host's screen is what says the report arrived.)
      await expect(host.inviteStatus(guest.name)).toHaveText('Opened', LIVE);
      if (i > 0) {
        await guestPage.close();
        continue;
      }
      await invitation.watch(event.title);
      await expect(host.inviteStatus(guest.name)).toHaveText('Watching', LIVE);
      await invitation.acceptWith(2);
      await expect(guestPage).toHaveURL(/\/end/, { timeout: 15_000 });
    }
  } finally {
    await phone.close();
  }
  const [ava, ben, cleo] = names;
  await expect(host.inviteStatus(ava ?? '')).toHaveText('Accepted', LIVE);
  await expect(host.invitePeople(ava ?? '')).toHaveText('2');
  await expect(host.inviteStatus(ben ?? '')).toHaveText('Opened', LIVE);
  await expect(host.inviteStatus(cleo ?? '')).toHaveText('Opened', LIVE);
  await host.expectNotReloaded();

  // Resend the same day: an address hears from one event at most once a day (docs/decisions/031).
  // Ben is told why; Ava, who answered, is asked about first, then refused for the same reason.
  await host.resendTo(ben ?? '').click();
  await expect(page.getByText(messages.send.guestRecentlySent(ben ?? ''))).toBeVisible();
  await host.resendTo(ava ?? '').click();
  const confirm = page.getByRole('dialog', { name: messages.send.guestAnswered(ava ?? '') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: messages.send.resendAnyway }).click();
  await expect(page.getByText(messages.send.guestRecentlySent(ava ?? ''))).toBeVisible();
  for (const guest of guests)
    expect(
      (await readOutbox(page.request, guest.email ?? '')).filter((m) => m.kind === 'invitation'),
    ).toHaveLength(1);
  await host.expectNotReloaded();
});
