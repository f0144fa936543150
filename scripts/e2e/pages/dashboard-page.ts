import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard, 'Your Events'. */
export class DashboardPage {
  readonly heading: Locator;
  readonly emptyState: Locator;
  readonly createFirstEvent: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Your Events' });
    this.emptyState = main.getByText("You haven't created any events yet.");
    this.createFirstEvent = main.getByRole('link', { name: /create your first event/i });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.heading).toBeVisible();
  }

  async expectEmpty() {
    await this.expectShown();
    await expect(this.emptyState).toBeVisible();
    await expect(this.createFirstEvent).toBeVisible();
  }
}
