import { expect, type Locator, type Page } from '@playwright/test';

/** /edit-event/{eventId}, 'Edit Event'. */
export class EventEditPage {
  readonly heading: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly location: Locator;
  readonly eventDate: Locator;
  readonly startTime: Locator;
  readonly maxPartySize: Locator;
  readonly capacity: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Edit Event' });
    this.title = main.getByLabel('Title');
    this.description = main.getByLabel('Description');
    this.location = main.getByLabel('Location');
    this.eventDate = main.getByLabel('Event date');
    this.startTime = main.getByLabel('Start time');
    this.maxPartySize = main.getByLabel('Most people per answer');
    this.capacity = main.getByLabel('Capacity (optional)');
    this.save = main.getByRole('button', { name: 'Save changes' });
    this.cancel = main.getByRole('link', { name: 'Cancel' });
  }

  async expectShown(eventId: string) {
    await expect(this.page).toHaveURL(new RegExp(`/edit-event/${eventId}$`));
    await expect(this.heading).toBeVisible();
  }
}
