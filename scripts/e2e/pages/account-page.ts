import { expect, type Locator, type Page } from '@playwright/test';

/** /account, 'My Account'. */
export class AccountPage {
  readonly heading: Locator;
  readonly displayName: Locator;
  readonly email: Locator;
  readonly updateProfile: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly changePassword: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'My Account' });
    this.displayName = main.getByLabel('Display name');
    this.email = main.getByLabel('Email', { exact: true });
    this.updateProfile = main.getByRole('button', { name: 'Update Profile' });
    this.currentPassword = main.getByLabel('Current password');
    this.newPassword = main.getByLabel('New password', { exact: true });
    this.confirmPassword = main.getByLabel('Confirm new password');
    this.changePassword = main.getByRole('button', { name: 'Change Password' });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/account$/);
    await expect(this.heading).toBeVisible();
  }

  async renameTo(name: string) {
    await this.displayName.fill(name);
    await this.updateProfile.click();
  }

  async changePasswordTo(current: string, next: string, confirm = next) {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(confirm);
    await this.changePassword.click();
  }
}
