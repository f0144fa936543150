import { expect, type Locator, type Page } from '@playwright/test';
import { SiteHeader } from './site-header.ts';

/** /contacts, the host's saved contacts: the add form, the search and the list with Delete. */
export class ContactsPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly save: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly emptyState: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Contacts', level: 1 });
    this.name = main.getByLabel('Name', { exact: true });
    this.email = main.getByLabel('Email', { exact: true });
    this.phone = main.getByLabel('Phone', { exact: true });
    this.save = main.getByRole('button', { name: 'Save Contact' });
    this.search = main.getByLabel('Search contacts');
    this.list = main.getByRole('list', { name: 'Your contacts' });
    this.emptyState = main.getByText('You have no saved contacts yet.');
    this.confirmation = page.getByRole('dialog');
  }

  /** Through the header's menu, as a host would. */
  async openFromMenu() {
    const header = new SiteHeader(this.page);
    await header.openMenu();
    await header.menu.getByRole('menuitem', { name: 'Contacts' }).click();
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/contacts$/);
    await expect(this.heading).toBeVisible();
  }

  async add(contact: { name: string; email?: string; phone?: string }) {
    await this.name.fill(contact.name);
    await this.email.fill(contact.email ?? '');
    await this.phone.fill(contact.phone ?? '');
    await this.save.click();
  }

  /** The list's entry for `name`. */
  entry(name: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: name });
  }

  /** The names listed, in order. */
  async names(): Promise<string[]> {
    return this.list.getByRole('listitem').locator('p:first-child').allTextContents();
  }

  /** Delete on `name`'s entry: opens the confirmation that names them. */
  async askToDelete(name: string): Promise<Locator> {
    await this.list.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
