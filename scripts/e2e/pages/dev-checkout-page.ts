import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /dev/checkout/{sessionId}: the dev checkout, standing in for Stripe's hosted page. Like Stripe's
 * page for a discounted session, it shows the code typed in our unlock offer and takes none itself.
 */
export class DevCheckoutPage {
  /** 'PARTY80 applied: 80% off', when the host typed a code. */
  readonly applied: Locator;
  readonly total: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.applied = page.getByTestId('promo');
    this.total = page.getByTestId('total');
    this.cancel = page.getByRole('link', { name: 'Cancel and go back' });
  }

  async expectShown(title: string, total: string) {
    await expect(this.page).toHaveURL(/\/dev\/checkout\/cs_dev_[A-Za-z0-9_-]+/);
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(this.total).toHaveText(total);
  }

  /** The Pay button, which names the amount. */
  pay(amount: string): Locator {
    return this.page.getByRole('button', { name: `Pay ${amount}` });
  }
}
