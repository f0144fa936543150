import { expect, type Locator, type Page } from '@playwright/test';

/** A creation wizard (/create-event or /create-event-from-template), one step at a time. */
export class CreateEventWizard {
  readonly main: Locator;
  readonly heading: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.next = this.main.getByRole('button', { name: 'Next', exact: true });
    this.back = this.main.getByRole('button', { name: 'Back', exact: true });
    this.save = this.main.getByRole('button', { name: 'Save', exact: true });
  }

  /** The step the wizard shows: 'Step n of N', the heading, and `step=n` in the address. */
  async expectStep(step: number, total: number, heading?: string | RegExp) {
    await expect(this.main.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible();
    await expect(this.page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
    if (heading) await expect(this.heading).toHaveText(heading);
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }

  /** Finish on the last step: the wizard opens the new event's page. Resolves with the event's id. */
  async finish(): Promise<string> {
    await this.button('Finish').click();
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    return this.page.url().split('/').pop() ?? '';
  }

  /** Picks a template by its name in the picker. */
  async pickTemplate(name: string) {
    const card = this.main.getByRole('button', { name: new RegExp(`^${name}`) });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }

  /**
   * Steps 1 to 9 with no photo, video or music: name, place, date, start time, `template`; ends on
   * the preview step's Next, at "Who's invited?".
   */
  async fillPlainDetails(
    title: string,
    {
      location,
      date,
      startTime,
      template,
    }: Record<'location' | 'date' | 'startTime' | 'template', string>,
  ) {
    await this.field('Event name').fill(title);
    await this.next.click();
    await this.field('Location').fill(location);
    await this.next.click();
    await this.field('Date').fill(date);
    await this.next.click();
    await this.field('Start time').fill(startTime);
    await this.next.click();
    await this.next.click(); // no photo
    await this.next.click(); // no video
    await this.pickTemplate(template);
    await this.next.click();
    await this.next.click(); // no music
    await expect(this.main.getByText(/^Step 9 of /)).toBeVisible();
    await this.next.click();
  }

  /** Adds a guest by hand on the "Who's invited?" step. */
  async addGuest(name: string, email: string) {
    const panel = this.main.getByRole('region', { name: 'Add a guest' });
    await panel.getByLabel('Name', { exact: true }).fill(name);
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByRole('button', { name: 'Add guest' }).click();
    await expect(this.main.getByText(name).first()).toBeVisible();
  }

  /** The registration step in its sign-up mode. */
  async signUp(account: { displayName: string; email: string; password: string }) {
    await this.field('Display name').fill(account.displayName);
    await this.field('Email').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.button('Create Account').click();
  }
}

/** A small real PNG (1×1, magenta), made in the test: what a host would upload as a photo. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
