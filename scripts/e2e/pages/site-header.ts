import { expect, type Locator, type Page } from '@playwright/test';

/** The bar on every page: Sign In and Sign Up for visitors, the menu for a signed-in host. */
export class SiteHeader {
  readonly signInLink: Locator;
  readonly signUpLink: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    const header = page.getByRole('banner');
    this.signInLink = header.getByRole('link', { name: 'Sign In' });
    this.signUpLink = header.getByRole('link', { name: 'Sign Up' });
    this.menuButton = header.getByRole('button', { name: 'Menu' });
    this.menu = page.getByRole('menu');
  }

  async expectSignedOut() {
    await expect(this.signInLink).toBeVisible();
    await expect(this.signUpLink).toBeVisible();
    await expect(this.menuButton).toHaveCount(0);
  }

  /** Signed in as a registered host: the menu is there and names them. */
  async expectSignedInAs(name: string) {
    await this.openMenu();
    await expect(this.menu).toContainText(name);
    for (const item of ['Dashboard', 'Create Event', 'See All Invitations', 'My Account']) {
      await expect(this.menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await this.page.keyboard.press('Escape');
    await expect(this.menu).toBeHidden();
    await expect(this.signInLink).toHaveCount(0);
  }

  async openMenu() {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  async choose(item: 'Dashboard' | 'My Account' | 'See All Invitations' | 'Log Out') {
    await this.openMenu();
    await this.menu.getByRole('menuitem', { name: item }).click();
  }

  async logOut() {
    await this.choose('Log Out');
    await expect(this.page).toHaveURL(/\/$/);
    await this.expectSignedOut();
  }
}
