import { expect, type Locator, type Page } from '@playwright/test';

/** /forgot-password, 'Reset Password'. */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly send: Locator;
  readonly sent: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Reset Password' });
    this.email = main.getByLabel('Email', { exact: true });
    this.send = main.getByRole('button', { name: 'Send Reset Link' });
    this.sent = main.getByText(
      'Password reset email sent! Check your inbox and follow the instructions to reset your password.',
    );
  }

  async requestReset(email: string) {
    await expect(this.heading).toBeVisible();
    await this.email.fill(email);
    await this.send.click();
  }
}

/** /reset-password?token=…, where the reset e-mail's link lands. */
export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirm: Locator;
  readonly save: Locator;
  readonly done: Locator;
  readonly linkInvalid: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.password = main.getByLabel('New password', { exact: true });
    this.confirm = main.getByLabel('Confirm new password');
    this.save = main.getByRole('button', { name: 'Set New Password' });
    this.done = main.getByText(
      'Your password has been reset. You can now sign in with your new password.',
    );
    this.linkInvalid = main.getByText(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  }

  async choose(password: string, confirm = password) {
    await this.password.fill(password);
    await this.confirm.fill(confirm);
    await this.save.click();
  }
}
