import { expect, type Locator, type Page } from '@playwright/test';

/** The landing page (/), as a visitor sees and uses it. */
export class LandingPage {
  readonly search: Locator;
  readonly showcase: Locator;
  readonly showcaseCards: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.search = main.getByRole('searchbox', { name: 'Search templates' });
    this.showcase = main.getByRole('region', { name: 'What kind of party are you throwing?' });
    this.showcaseCards = this.showcase.getByRole('listitem');
  }

  /** Opens the page and waits for the app to take over the page the build drew (inert till then). */
  async open() {
    await this.page.goto('/');
    await expect(this.page.locator('#root')).not.toHaveAttribute('inert');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  shortcut(name: 'Halloween Invitations' | 'Wizarding Invitations'): Locator {
    return this.page.getByRole('main').getByRole('button', { name });
  }

  async searchFor(term: string) {
    await this.search.fill(term);
    await this.search.press('Enter');
  }
}
