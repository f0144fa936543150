import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../support/accounts.ts';

/** /register, 'Create Account'. */
export class RegisterPage {
  readonly heading: Locator;
  readonly displayName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly create: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Create Account' });
    this.displayName = main.getByLabel('Display name');
    this.email = main.getByLabel('Email', { exact: true });
    this.password = main.getByLabel('Password', { exact: true });
    this.create = main.getByRole('button', { name: 'Create Account' });
    this.success = main.getByText(
      'Registration successful! Please check your email to verify your account.',
    );
  }

  async open() {
    await this.page.goto('/register');
    await expect(this.heading).toBeVisible();
  }

  /** Fills the form and sends it; the success message shows, then the dashboard follows. */
  async register(account: Account) {
    await this.displayName.fill(account.displayName);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.create.click();
    await expect(this.success).toBeVisible();
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }
}
