import type { Page } from '@playwright/test';
import { ContactsPage } from './pages/contacts-page.ts';
import { CreateEventWizard } from './pages/create-event-wizard.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { createAccount, uniqueEmail } from './support/accounts.ts';
import { eventById } from './support/events.ts';
import { expect, test } from './support/test.ts';

const TOTAL = 14;

/** Saves a contact straight through the API, with the page's own cookies. */
async function saveContact(page: Page, contact: { name: string; email?: string; phone?: string }) {
  const response = await page.request.post('/trpc/contacts.add', { data: contact });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a host saves a contact on /contacts and invites them from the wizard’s saved contacts', async ({
  page,
}) => {
  // The contacts page, then ten wizard steps and the event's creation.
  test.setTimeout(60_000);
  await createAccount(page.request, 'contacts');
  await page.goto('/dashboard');
  await new DashboardPage(page).expectShown();

  const contacts = new ContactsPage(page);
  await contacts.openFromMenu();
  await expect(contacts.emptyState).toBeVisible();

  // Checked in the browser with the catalogue's text; what was typed stays.
  await contacts.add({ name: 'Ava Lee', email: 'ava@example' });
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(contacts.name).toHaveValue('Ava Lee');
  await expect(contacts.email).toHaveValue('ava@example');

  const email = uniqueEmail('ava');
  await contacts.email.fill(email);
  await contacts.phone.fill('+1 (555) 010-2030');
  await contacts.save.click();
  await expect(page.getByText('Contact saved.')).toBeVisible();
  await expect(contacts.name).toHaveValue('');
  await expect(contacts.entry('Ava Lee')).toContainText(email);
  await expect(contacts.entry('Ava Lee')).toContainText('+1 (555) 010-2030');
  // Saved on the server, not only on the screen.
  await page.reload();
  await expect(contacts.entry('Ava Lee')).toContainText(email);

  const header = new SiteHeader(page);
  await header.openMenu();
  await header.menu.getByRole('menuitem', { name: 'Create Event' }).click();
  const wizard = new CreateEventWizard(page);
  await wizard.expectStep(1, TOTAL);
  const title = `Contacts Party ${Date.now()}`;
  await wizard.fillPlainDetails(title, {
    location: 'The Boathouse',
    date: '2031-09-20',
    startTime: '16:00',
    template: 'Rainbow Unicorn Meadow',
  });

  await wizard.expectStep(10, TOTAL, "Who's invited?");
  const saved = wizard.main.getByRole('region', { name: 'From saved contacts' });
  await saved.getByRole('checkbox', { name: /Ava Lee/ }).check();
  await saved.getByRole('button', { name: 'Add 1 guest' }).click();
  const guests = wizard.main.getByRole('list', { name: 'Guest list' });
  await expect(guests.getByRole('listitem')).toHaveCount(1);
  await expect(guests.getByRole('listitem')).toContainText('Ava Lee');
  await expect(guests.getByRole('listitem')).toContainText(email);
  await expect(saved.getByText('Already invited')).toBeVisible();

  await wizard.next.click();
  await wizard.expectStep(11, TOTAL, 'Review and create');
  await expect(wizard.main.getByText('1 guest')).toBeVisible();
  await wizard.button('Create Event').click();
  await expect(page.getByRole('dialog', { name: 'Unlock Distribution' })).toBeVisible();

  // The new event's guest is the saved contact.
  const list = await page.request.get('/trpc/events.list');
  const events = (await list.json()).result.data as { id: string; title: string }[];
  const eventId = events.find((event) => event.title === title)?.id ?? '';
  expect((await eventById(page.request, eventId)).guests).toEqual([
    expect.objectContaining({ name: 'Ava Lee', email, phone: '+1 (555) 010-2030' }),
  ]);
});

test('a host finds a contact and deletes it only after confirming', async ({ page }) => {
  await createAccount(page.request, 'contacts-delete');
  await saveContact(page, { name: 'Ava Lee', email: uniqueEmail('ava') });
  await saveContact(page, { name: 'Ben Ortiz', phone: '555 010 2030' });
  await saveContact(page, { name: 'Cleo Park', email: uniqueEmail('cleo') });

  const contacts = new ContactsPage(page);
  await page.goto('/contacts');
  await contacts.expectShown();
  await expect.poll(() => contacts.names()).toEqual(['Ava Lee', 'Ben Ortiz', 'Cleo Park']);

  // The search looks at phones too.
  await contacts.search.fill('0102');
  await expect.poll(() => contacts.names()).toEqual(['Ben Ortiz']);
  await contacts.search.fill('');

  // Cancel keeps them.
  let dialog = await contacts.askToDelete('Ava Lee');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(contacts.entry('Ava Lee')).toBeVisible();

  // Confirming removes them, here and on the server.
  dialog = await contacts.askToDelete('Ava Lee');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ava Lee was deleted.')).toBeVisible();
  await expect.poll(() => contacts.names()).toEqual(['Ben Ortiz', 'Cleo Park']);
  await page.reload();
  await expect.poll(() => contacts.names()).toEqual(['Ben Ortiz', 'Cleo Park']);
});

test('only registered hosts have contacts: a visitor signs in first, an anonymous host goes home', async ({
  page,
}) => {
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcontacts$/);

  const anonymous = await page.request.post('/trpc/auth.signInAnonymously', {
    headers: { 'content-type': 'application/json' },
  });
  expect(anonymous.ok(), await anonymous.text()).toBe(true);
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/$/);
});
