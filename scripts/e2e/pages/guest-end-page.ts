import type { Locator, Page } from '@playwright/test';

/** The end screen (/invite/{code}/end) after the guest answered. */
export class GuestEndPage {
  readonly addToCalendar: Locator;
  readonly googleCalendar: Locator;
  readonly map: Locator;
  readonly changeAnswer: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.addToCalendar = main.getByRole('button', { name: 'Add to calendar' });
    this.googleCalendar = main.getByRole('link', { name: /Google Calendar/ });
    this.map = main.getByRole('link', { name: /Open map/ });
    this.changeAnswer = main.getByRole('link', { name: 'Change my answer' });
  }

  heading(text: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1, name: text });
  }

  /** Clicks 'Add to calendar' and returns the .ics file's name and text. */
  async downloadCalendarFile(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.addToCalendar.click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
