import { expect, type Locator, type Page } from '@playwright/test';

/** The waitlist page, as a guest sees and uses it. */
export class WaitlistPage {
  readonly email: Locator;
  readonly join: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel(/e-?mail/i);
    this.join = page.getByRole('button', { name: /join/i });
    this.count = page.getByTestId('waitlist-count');
  }

  /** Opens the page and waits for the app to take over the page the build drew (inert till then). */
  async open() {
    await this.page.goto('/waitlist');
    await expect(this.page.locator('#root')).not.toHaveAttribute('inert');
    await expect(this.page.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
  }

  /** The number of people the live count shows (0 when it invites the first to join). */
  async waiting(): Promise<number> {
    await expect(this.count).toBeVisible();
    const text = (await this.count.textContent()) ?? '';
    const match = /(\d[\d,]*)\s+(people are|person is) waiting/.exec(text);
    return match?.[1] ? Number(match[1].replace(/,/g, '')) : 0;
  }

  async expectWaiting(n: number) {
    await expect(this.count).toHaveText(
      n === 1
        ? /1 person is waiting for launch/
        : new RegExp(`${n.toLocaleString('en-US')} people are waiting for launch`),
    );
  }

  async submit(email: string) {
    await this.email.fill(email);
    await this.join.click();
  }
}
