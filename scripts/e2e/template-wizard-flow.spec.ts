import { CreateEventWizard } from './pages/create-event-wizard.ts';
import { uniqueEmail, whoAmI } from './support/accounts.ts';
import { eventById } from './support/events.ts';
import { expect, test } from './support/test.ts';

const TOTAL = 7;

test('template first: pick, customise on the flip card, create, add a guest, register, finish', async ({
  page,
}) => {
  await page.goto('/create-event-from-template?templateId=rainbow-unicorn-meadow');
  const wizard = new CreateEventWizard(page);
  await wizard.expectStep(2, TOTAL, 'Rainbow Unicorn Meadow');
  expect(await whoAmI(page.request)).toMatchObject({ isAnonymous: true });

  // The preview plays a sample party until the host makes it theirs.
  await expect(wizard.main.getByRole('region', { name: /^Invitation: Your Party/ })).toBeVisible();
  const mute = wizard.button('Mute preview');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  // Next with nothing filled in turns the card to the details and names the first problem.
  await wizard.next.click();
  await expect(wizard.main.getByText('Please enter a name for your event.')).toBeVisible();
  await expect(wizard.field('Event name')).toBeFocused();

  const title = `Unicorn Bash ${Date.now()}`;
  await wizard.field('Event name').fill(title);
  await wizard.field('Location').fill('The Meadow');
  await wizard.field('Date').fill('2031-05-20');
  await wizard.field('Start time').fill('14:00');
  await expect(
    wizard.main.getByRole('region', { name: new RegExp(`^Invitation: ${title}`) }),
  ).toBeVisible();

  // The add-photo modal opens and closes.
  await wizard.button('Add photo').click();
  const dialog = page.getByRole('dialog', { name: 'Add a photo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await wizard.next.click();
  await wizard.expectStep(3, TOTAL, 'Review and create');
  await wizard.button('Create Event').click();

  await wizard.expectStep(4, TOTAL, "Who's invited?");
  await wizard.addGuest('Riley Guest', uniqueEmail('riley'));
  await wizard.next.click();

  await wizard.expectStep(7, TOTAL, 'Save your invitation');
  // Log-in mode has no display name; back to sign-up.
  await wizard.button('Log in instead').click();
  await expect(wizard.field('Display name')).toHaveCount(0);
  await wizard.button('Sign up instead').click();
  await wizard.signUp({
    displayName: 'Unicorn Host',
    email: uniqueEmail('template-wizard'),
    password: 'party-time-1',
  });

  await wizard.expectStep(5, TOTAL, 'Unlock Your Invitation');
  await wizard.button('Skip for now').click();
  await wizard.expectStep(6, TOTAL, 'Automatic reminders');
  const eventId = await wizard.finish();

  const event = await eventById(page.request, eventId);
  expect(event).toMatchObject({ title, templateId: 'rainbow-unicorn-meadow' });
  expect(event.guests.map((g: { name: string }) => g.name)).toEqual(['Riley Guest']);
});
