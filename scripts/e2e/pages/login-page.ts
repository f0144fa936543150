import { expect, type Locator, type Page } from '@playwright/test';

/** /login, 'Welcome Back'. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signIn: Locator;
  readonly google: Locator;
  readonly forgotPassword: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Welcome Back' });
    this.email = main.getByLabel('Email', { exact: true });
    this.password = main.getByLabel('Password', { exact: true });
    this.signIn = main.getByRole('button', { name: 'Sign In', exact: true });
    this.google = main.getByRole('button', { name: 'Sign in with Google' });
    this.forgotPassword = main.getByRole('link', { name: 'Forgot password?' });
    this.error = main.getByRole('alert');
  }

  async open() {
    await this.page.goto('/login');
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.heading).toBeVisible();
  }

  async fill(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async signInAs(email: string, password: string) {
    await this.fill(email, password);
    await this.signIn.click();
  }
}
