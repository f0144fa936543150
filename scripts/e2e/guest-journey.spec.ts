import { messages } from '@partyreel/shared/messages';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { GuestEndPage } from './pages/guest-end-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createHostedEvent } from './support/events.ts';
import { firstTrackOf, listTemplates, sceneTemplate } from './support/invitation-templates.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/test.ts';

// The host acts through the API with `request` (cookies of its own); the guest is the page, in a
// separate browser context: a phone in the mobile project, a desktop window in the desktop one.

test('a share-link guest reads the host’s message, accepts for 3, adds it to a calendar, then declines', async ({
  page,
  request,
}) => {
  const { host, event, shareLinkPath } = await createHostedEvent(request, 'guest-link', {
    event: { personalMessage: 'Bring a swimsuit!\nParking is behind the house.' },
  });
  const invitation = new GuestInvitationPage(page);
  const end = new GuestEndPage(page);

  await invitation.open(shareLinkPath);
  await invitation.watch(event.title);
  await expect(invitation.question('Will you be there?')).toBeVisible();
  // The host's own words, as they wrote them, beside the answer.
  const message = invitation.answerForm.getByRole('figure');
  await expect(message.getByText(`A message from ${host.displayName}`)).toBeVisible();
  await expect(
    message.getByText(/Bring a swimsuit!\s+Parking is behind the house\./),
  ).toBeVisible();
  await expect(invitation.peopleCount).toHaveValue('1');

  // A guest of the shared link says who they are: without a first name, nothing is sent, and the
  // field says why and has the focus. An e-mail of the wrong shape is refused the same way.
  await invitation.note.fill('Can’t wait!');
  await invitation.accept.click();
  await expect(invitation.answerForm.getByText(messages.guest.nameRequired)).toBeVisible();
  await expect(invitation.firstName).toBeFocused();
  await invitation.firstName.fill('Zoe');
  await invitation.email.fill('zoe@example');
  await invitation.accept.click();
  await expect(invitation.answerForm.getByText(messages.guest.emailInvalid)).toBeVisible();
  await expect(invitation.email).toBeFocused();
  await expect(invitation.note).toHaveValue('Can’t wait!');
  await invitation.email.fill('zoe@example.com');

  // A head count the form cannot take is explained, and nothing is sent.
  await invitation.acceptWith(0);
  await expect(invitation.answerForm.getByText(messages.guest.peopleCountInvalid)).toBeVisible();
  await expect(page).toHaveURL(shareLinkPath);

  await invitation.peopleCount.fill('2');
  await invitation.morePeople.click();
  await expect(invitation.peopleCount).toHaveValue('3');
  await invitation.accept.click();

  await expect(end.heading(messages.guest.accepted)).toBeVisible();
  await expect(page).toHaveURL(`${shareLinkPath}/end`);
  await expect(page.getByText(/with 3 people/)).toBeVisible();

  // 19:00–21:30 on 14 March 2030 in New York (summer time, UTC−4).
  const google = new URL((await end.googleCalendar.getAttribute('href')) ?? '');
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('dates')).toBe('20300314T230000Z/20300315T013000Z');
  expect(google.searchParams.get('ctz')).toBe('America/New_York');
  expect(google.searchParams.get('text')).toBe(event.title);
  expect(await end.map.getAttribute('href')).toBe(
    'https://www.google.com/maps/search/?api=1&query=12+Main+St%2C+Springfield',
  );
  const ics = await end.downloadCalendarFile();
  expect(ics.name).toMatch(/\.ics$/);
  expect(ics.text).toContain('DTSTART:20300314T230000Z');
  expect(ics.text).toContain('DTEND:20300315T013000Z');

  // Back to the invitation: the answer is remembered by this browser and can be changed.
  await end.changeAnswer.click();
  await expect(page).toHaveURL(shareLinkPath);
  await expect(invitation.answerForm.getByText(/Accepted · 3 people/)).toBeVisible();
  await expect(invitation.peopleCount).toHaveValue('3');
  // Who they said they were is remembered too: changing the answer does not ask again.
  await expect(invitation.firstName).toHaveValue('Zoe');
  await expect(invitation.email).toHaveValue('zoe@example.com');
  await invitation.decline.click();
  await expect(end.heading(messages.guest.declined)).toBeVisible();
  await expect(end.addToCalendar).toHaveCount(0);

  await page.reload();
  await expect(end.heading(messages.guest.declined)).toBeVisible();
});

test('a personal invitation opens only with its id and keeps the answer on the server', async ({
  page,
  request,
  browser,
}) => {
  const { event, guests } = await createHostedEvent(request, 'guest-personal', {
    guestNames: ['Ava Lee'],
  });
  const [ava] = guests;
  if (!ava) throw new Error('the event has no guest');
  const invitation = new GuestInvitationPage(page);
  const end = new GuestEndPage(page);

  // Without its id a personal code is not found, like an unknown one (docs/decisions/040).
  await invitation.open(`/invite/${ava.code}`);
  await expect(invitation.failure).toHaveText(messages.guest.notFound);

  await invitation.open('/invite/nosuchcode12');
  await expect(invitation.failure).toHaveText(messages.guest.notFound);

  // The end screen before any answer has nothing to say: it leads to the invitation.
  await page.goto(`/invite/${ava.code}/end?id=${ava.invitationId}`);
  await expect(page).toHaveURL(ava.path);
  await expect(invitation.player(event.title)).toBeVisible({ timeout: 15_000 });
  await expect(invitation.question('Ava, will you be there?')).toBeVisible();

  // The host watches the event page, signed in with the cookies the API calls were made with.
  const hostContext = await browser.newContext({ storageState: await request.storageState() });
  try {
    const host = new EventDetailPage(await hostContext.newPage());
    await host.open(event.id);
    await expect(host.stat('Accepted')).toHaveText('0');

    await invitation.acceptWith(2);
    await expect(end.heading(messages.guest.accepted)).toBeVisible();
    await expect(page).toHaveURL(`/invite/${ava.code}/end?id=${ava.invitationId}`);

    // The answer reaches the host's Summary live, without a reload.
    await expect(host.stat('Accepted')).toHaveText('1');
    await expect(host.stat('People')).toHaveText('2');
  } finally {
    await hostContext.close();
  }

  // Another browser (nothing stored locally) sees the answer the server keeps.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(`/invite/${ava.code}/end?id=${ava.invitationId}`);
    await expect(new GuestEndPage(other).heading(messages.guest.accepted)).toBeVisible();
    await other.goto(ava.path);
    await expect(
      new GuestInvitationPage(other).answerForm.getByText(/Accepted · 2 people/),
    ).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('an old /recipients address lands on the invitation, keeping its query', async ({
  page,
  request,
}) => {
  const { event, guests } = await createHostedEvent(request, 'guest-recipients');
  const [ava] = guests;
  if (!ava) throw new Error('the event has no guest');
  const invitation = new GuestInvitationPage(page);

  await page.goto(`/recipients/${ava.code}?id=${ava.invitationId}`);
  await expect(page).toHaveURL(ava.path);
  await expect(invitation.player(event.title)).toBeVisible({ timeout: 15_000 });

  // Already sent on once: shown where it is, no second redirect.
  const stay = `/recipients/${ava.code}?id=${ava.invitationId}&redirected=1`;
  await page.goto(stay);
  await expect(invitation.question('Ava, will you be there?')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(stay);
});

test('a guest opens, pauses, mutes, seeks and replays the invitation with the keyboard alone', async ({
  page,
  request,
}) => {
  const template = sceneTemplate(await listTemplates(request), 'poster');
  const music = await firstTrackOf(request, template.id);
  const { event, shareLinkPath } = await createHostedEvent(request, 'guest-keys', {
    event: { templateId: template.id, music },
  });
  const invitation = new GuestInvitationPage(page);
  await invitation.open(shareLinkPath);
  await expect(invitation.player(event.title)).toBeVisible({ timeout: 15_000 });
  await expect(invitation.openInvitation).toBeVisible({ timeout: 15_000 });

  // Every control is reached with Tab, shows where the focus is, and works with Enter or Space.
  await tabTo(page, invitation.openInvitation);
  await page.keyboard.press('Enter');
  await expect(invitation.pause).toBeVisible({ timeout: 15_000 });

  await tabTo(page, invitation.pause);
  await page.keyboard.press('Space');
  await expect(invitation.play).toBeFocused();

  await tabTo(page, invitation.mute);
  await page.keyboard.press('Enter');
  await expect(invitation.unmute).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(invitation.mute).toBeFocused();

  // The slider is a native range: End jumps to the last moment, Home back to the first.
  await tabTo(page, invitation.progress);
  await page.keyboard.press('End');
  await expect(invitation.progress).toHaveAttribute('aria-valuetext', /^(\S+) of \1$/);
  await page.keyboard.press('Home');
  await expect(invitation.progress).toHaveAttribute('aria-valuetext', /^0:00 of /);

  await tabTo(page, invitation.replay);
  await page.keyboard.press('Enter');
  await expect(invitation.pause).toBeVisible();
});
