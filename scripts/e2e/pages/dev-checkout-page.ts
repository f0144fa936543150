import { expect, type Locator, type Page } from '@playwright/test';

/** /dev/checkout/{sessionId}: the dev checkout, standing in for Stripe's hosted page. */
export class DevCheckoutPage {
  readonly promo: Locator;
  readonly apply: Locator;
  readonly total: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.promo = page.getByLabel('Promotion code');
    this.apply = page.getByRole('button', { name: 'Apply' });
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

  async applyPromo(code: string) {
    await this.promo.fill(code);
    await this.apply.click();
  }
}
