import { messages } from '@partyreel/shared/messages';
import type { Page } from '@playwright/test';
import { CreateEventWizard } from './pages/create-event-wizard.ts';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { createHostedEvent, eventById } from './support/events.ts';
import { readOutbox } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Edit mode edits: a host opens their event in the wizard, removes a guest on the guest step (asked
// first, as in Manage Guests), sends, and the removed guest gets no e-mail.

async function invitationCount(page: Page, to: string): Promise<number> {
  return (await readOutbox(page.request, to)).filter((m) => m.kind === 'invitation').length;
}

test('a guest removed in the edit wizard leaves the event and gets no invitation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const names = ['Ava Lee', 'Ben Ortiz', 'Cleo Park'];
  const { event } = await createHostedEvent(page.request, 'edit-remove', { guestNames: names });
  const [ava, ben, cleo] = event.guests;
  if (!ava || !ben || !cleo) throw new Error('three guests expected');

  // The guest step shows the event's guests, counted.
  const wizard = new CreateEventWizard(page);
  await page.goto(`/create-event?eventId=${event.id}&step=10`);
  // The wizard's code and the event load first (slow on a busy machine).
  await expect(wizard.main.getByText('3 of 200 guests')).toBeVisible({ timeout: 15_000 });
  await wizard.expectStep(10, 14, messages.wizard.recipientsQuestion);
  for (const name of names)
    await expect(wizard.main.getByText(name, { exact: true })).toBeVisible();

  // Remove asks first, then removes Ben on the server.
  await wizard.button('Remove Ben Ortiz').click();
  const dialog = page.getByRole('dialog', { name: 'Remove Ben Ortiz?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(messages.guests.removed)).toBeVisible();
  await expect(wizard.main.getByText('2 of 200 guests')).toBeVisible();
  await expect(wizard.main.getByText('Ben Ortiz', { exact: true })).toHaveCount(0);
  expect((await eventById(page.request, event.id)).guests.map((g) => g.name)).toEqual([
    'Ava Lee',
    'Cleo Park',
  ]);

  // The send step lists and mails the two left; the event page follows.
  await page.goto(`/create-event?eventId=${event.id}&step=12`);
  await wizard.expectStep(12, 14, 'Send invitations');
  await expect(wizard.save).toBeVisible();
  await expect(wizard.main.getByText('Ben Ortiz', { exact: true })).toHaveCount(0);
  await wizard.button('Send invitations').click();
  await expect(wizard.main.getByRole('status')).toContainText(messages.send.sent);
  await new EventDetailPage(page).expectShown(event.id, event.title);

  for (const guest of [ava, cleo])
    await expect.poll(() => invitationCount(page, guest.email ?? ''), { timeout: 15_000 }).toBe(1);
  // Ava's and Cleo's e-mails are out, and they went in the same send: Ben's would be too.
  expect(await invitationCount(page, ben.email ?? '')).toBe(0);
});
