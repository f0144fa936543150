import { readFile } from 'node:fs/promises';
import { messages } from '@partyreel/shared/messages';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { ManageGuestsPage } from './pages/manage-guests-page.ts';
import { uniqueEmail } from './support/accounts.ts';
import { createHostedEvent } from './support/events.ts';
import { readOutbox } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Manage Guests: a host works from the guest list of an event with 8 guests, two of them
// duplicates: sends, filters, searches, removes one after confirming, re-sends to a selection, and
// sees the stats and the event page's Summary agree before and after a guest answers in another
// browser.

/** Without a reload, in the time a person would wait (how fast is measured by `pnpm bench`). */
const LIVE = { timeout: 10_000 };

test('a host filters, searches, removes, re-sends and exports from Manage Guests, and its stats agree with the Summary', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = (name: string) => uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const ava = { name: 'Ava Lee', email: email('ava') };
  const ben = { name: 'Ben Ortiz', email: email('ben') };
  const cleo = { name: 'Cleo Park', email: email('cleo') };
  const dan = { name: 'Dan Wu', email: email('dan') };
  const eve = { name: 'Eve Stone', email: email('eve') };
  const finn = { name: 'Finn Hart', email: email('finn') };
  const recipients = [
    ava,
    ben,
    cleo,
    dan,
    eve,
    finn,
    // Duplicates: the same lower-cased name as Ava, the same e-mail as Ben.
    { name: 'ava lee', email: email('ava-again') },
    { name: 'Benjamin Ortiz', email: ben.email.toUpperCase() },
  ];
  const { event } = await createHostedEvent(page.request, 'manage', { event: { recipients } });
  // Eight invitations, six guests: events.byId lists each person once (docs/decisions/036).
  expect(event.guests).toHaveLength(6);

  const guests = new ManageGuestsPage(page);
  await guests.open(event.id);
  await guests.expectShown(event.id, event.title);

  // Six guests once the duplicates are merged; nobody sent yet.
  await expect(guests.stat('Total Invited')).toHaveText('6');
  await expect(guests.stat('Pending')).toHaveText('6');
  await expect(guests.filterOption('Not Yet Sent')).toHaveText('Not Yet Sent (6)');
  await expect(guests.row('Ben Ortiz')).toContainText('Merged with Benjamin Ortiz');

  // Send & Share: one e-mail per guest, the duplicates' entries included (docs/decisions/031).
  await guests.sendShareTab.click();
  const sendAll = guests.sendOption('Send to all guests');
  await expect(sendAll).toHaveAccessibleDescription(/\b6 guests\b/);
  await sendAll.click();
  await expect(page.getByText(messages.send.sentAll)).toBeVisible();

  // Back to the list: everyone sent, live, once the e-mails are handed over, then Delivered once
  // the provider's word arrives (the development outbox reports it itself, docs/decisions/033).
  await guests.guestListTab.click();
  await expect(guests.filterOption('Invitation Sent')).toHaveText('Invitation Sent (6)', LIVE);
  for (const guest of [ava, ben, cleo, dan, eve, finn])
    await expect(guests.status(guest.name)).toHaveText('Delivered', LIVE);
  await expect(guests.journey('Cleo Park')).toContainText('Sent');

  // Search by part of a name, then by an e-mail.
  await guests.search.fill('orti');
  await expect(guests.panel.getByRole('rowheader')).toHaveCount(1);
  await expect(guests.row('Ben Ortiz')).toBeVisible();
  await guests.search.fill(dan.email);
  await expect(guests.panel.getByRole('rowheader')).toHaveCount(1);
  await expect(guests.row('Dan Wu')).toBeVisible();
  await guests.search.fill('');
  await expect(guests.panel.getByRole('rowheader')).toHaveCount(6);

  // Delete Finn: cancelling keeps him; confirming (the dialog names him) removes him.
  await guests.deleteGuest('Finn Hart').click();
  await expect(guests.confirmationFor(['Finn Hart'])).toBeVisible();
  await guests.cancelRemove.click();
  await expect(guests.row('Finn Hart')).toBeVisible();
  await guests.deleteGuest('Finn Hart').click();
  await guests.confirmRemove.click();
  await expect(page.getByText(messages.guests.removed)).toBeVisible();
  await expect(guests.row('Finn Hart')).toHaveCount(0);
  await expect(guests.stat('Total Invited')).toHaveText('5', LIVE);

  // Re-send to a selection the same day: an address hears from one event at most once a day
  // (docs/decisions/031), so nobody gets a second e-mail, and the host is told why.
  await guests.checkbox('Cleo Park').check();
  await guests.checkbox('Dan Wu').check();
  await guests.bulkResend.click();
  await expect(page.getByText(messages.send.skippedRecentlySent(2))).toBeVisible();
  const invitationsTo = async (to: string) =>
    (await readOutbox(page.request, to)).filter((m) => m.kind === 'invitation').length;
  for (const guest of [ava, ben, cleo, dan, eve, finn])
    expect(await invitationsTo(guest.email)).toBe(1);

  // The stats agree with the event page's Summary.
  const summary = async () => {
    const host = new EventDetailPage(await page.context().newPage());
    await host.open(event.id);
    await expect(host.heading).toHaveText(event.title);
    const read = async (label: string) => (await host.stat(label).textContent())?.trim();
    await expect(host.stat('Pending')).not.toHaveText('');
    const values = {
      accepted: await read('Accepted'),
      declined: await read('Declined'),
      pending: await read('Pending'),
      people: await read('People'),
    };
    await host.page.close();
    return values;
  };
  const stats = async () => ({
    accepted: (await guests.stat('Accepted').textContent())?.trim(),
    declined: (await guests.stat('Declined').textContent())?.trim(),
    pending: (await guests.stat('Pending').textContent())?.trim(),
    people: (await guests.stat('People').textContent())?.trim(),
  });
  expect(await stats()).toEqual({ accepted: '0', declined: '0', pending: '5', people: '0' });
  expect(await summary()).toEqual(await stats());

  // Ava answers on her phone (another browser): the list and the stats follow without a reload.
  const avaGuest = event.guests.find((g) => g.name === ava.name);
  if (!avaGuest) throw new Error('Ava is not a guest');
  const phone = await browser.newContext();
  try {
    const invitation = new GuestInvitationPage(await phone.newPage());
    await invitation.open(`/invite/${avaGuest.uniqueCode}?id=${avaGuest.id}`);
    await invitation.note.fill('Allergic to nuts');
    await invitation.acceptWith(3);
    await expect(invitation.page).toHaveURL(/\/end/, { timeout: 15_000 });
  } finally {
    await phone.close();
  }
  await expect(guests.status('Ava Lee')).toHaveText('Accepted', LIVE);
  await expect(guests.people('Ava Lee')).toHaveText(/(^|: )3$/);
  await expect(guests.journey('Ava Lee')).toContainText('Answered');
  await expect(guests.row('Ava Lee')).toContainText('“Allergic to nuts”');
  await expect(guests.stat('Accepted')).toHaveText('1', LIVE);
  expect(await stats()).toEqual({ accepted: '1', declined: '0', pending: '4', people: '3' });
  expect(await summary()).toEqual(await stats());

  // The filters follow: Ava is the one who responded.
  await guests.filterBy('responded');
  await expect(guests.panel.getByRole('rowheader')).toHaveCount(1);
  await expect(guests.row('Ava Lee')).toBeVisible();

  // The export: every guest once (whatever the filter), Ava's answer and note, Finn gone.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^party-manage-[a-z0-9-]+-guests\.csv$/);
  const file = await readFile(await download.path(), 'utf8');
  const lines = file
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Email,Phone,Status,People,Note,Sent,Opened,Watched,Answered,Via');
  const rowOf = (name: string) => lines.find((line) => line.startsWith(`${name},`));
  expect(lines).toHaveLength(6);
  expect(rowOf('Ava Lee')).toMatch(/^Ava Lee,[^,]+,,Accepted,3,Allergic to nuts,/);
  expect(rowOf('Cleo Park')).toMatch(new RegExp(`^Cleo Park,${cleo.email},,Sent,,,`));
  expect(rowOf('Finn Hart')).toBeUndefined();
});
