import type { Locator, Page } from '@playwright/test';

/**
 * What the guest's viewer and the full preview share: the page's error, the scene player (named
 * after the invitation's title) and its Pause button.
 */
export class InvitationPlayerPage {
  readonly failure: Locator;
  readonly pause: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.failure = main.getByRole('alert');
    this.pause = main.getByRole('button', { name: 'Pause' });
  }

  /** The scene player, named after the invitation's title. */
  player(title: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name: `Invitation: ${title}` });
  }
}
