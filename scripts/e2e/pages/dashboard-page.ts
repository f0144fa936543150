import { expect, type Locator, type Page } from '@playwright/test';

/** The answer columns after the date, in the table's order. */
const ANSWER_COLUMNS = ['Accepted', 'Maybe', 'Declined'] as const;

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

  /**
   * The Accepted, Maybe or Declined count of the event titled `title`: its table row from 768 px
   * up, its card below (the other layout is hidden, so roles find only the one shown).
   */
  answers(title: string, kind: 'Accepted' | 'Maybe' | 'Declined'): Locator {
    const main = this.page.getByRole('main');
    const inTable = main
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) })
      .getByRole('cell')
      .nth(ANSWER_COLUMNS.indexOf(kind) + 1);
    const inCard = main
      .getByRole('listitem')
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .getByText(kind, { exact: true })
      .locator('xpath=preceding-sibling::span[1]');
    return inTable.or(inCard);
  }

  async expectEmpty() {
    await this.expectShown();
    await expect(this.emptyState).toBeVisible();
    await expect(this.createFirstEvent).toBeVisible();
  }
}
