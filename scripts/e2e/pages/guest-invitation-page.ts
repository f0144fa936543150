import { expect, type Locator, type Page } from '@playwright/test';
import { InvitationPlayerPage } from './invitation-player-page.ts';

/** The guest viewer (/invite/{code}?id=…), as the guest sees it. */
export class GuestInvitationPage extends InvitationPlayerPage {
  readonly openInvitation: Locator;
  readonly play: Locator;
  readonly mute: Locator;
  readonly unmute: Locator;
  readonly replay: Locator;
  readonly progress: Locator;
  readonly peopleCount: Locator;
  readonly note: Locator;
  /** A share-link guest's own first name and e-mail (a personal guest is not asked). */
  readonly firstName: Locator;
  readonly email: Locator;
  readonly morePeople: Locator;
  readonly accept: Locator;
  readonly maybe: Locator;
  readonly decline: Locator;
  readonly answerForm: Locator;

  constructor(page: Page) {
    super(page);
    const main = page.getByRole('main');
    this.openInvitation = main.getByRole('button', { name: 'Open invitation' });
    this.play = main.getByRole('button', { name: 'Play', exact: true });
    this.mute = main.getByRole('button', { name: 'Mute', exact: true });
    this.unmute = main.getByRole('button', { name: 'Unmute' });
    this.replay = main.getByRole('button', { name: 'Replay' });
    this.progress = main.getByRole('slider', { name: 'Progress' });
    this.answerForm = main.getByRole('complementary', { name: 'Your answer' });
    this.peopleCount = this.answerForm.getByLabel('Number of people');
    this.note = this.answerForm.getByLabel(/Note to the host/);
    this.firstName = this.answerForm.getByLabel('Your first name');
    this.email = this.answerForm.getByLabel(/Your email/);
    this.morePeople = this.answerForm.getByRole('button', { name: 'One more person' });
    this.accept = this.answerForm.getByRole('button', { name: 'Accept', exact: true });
    this.maybe = this.answerForm.getByRole('button', { name: 'Maybe', exact: true });
    this.decline = this.answerForm.getByRole('button', { name: 'Decline', exact: true });
  }

  async open(path: string) {
    await this.page.goto(path);
  }

  /** The answer form's question ('Will you be there?', or with the guest's first name). */
  question(text: string): Locator {
    return this.answerForm.getByRole('heading', { name: text });
  }

  /** Waits for the invitation, opens it and sees it play. */
  async watch(title: string) {
    await expect(this.player(title)).toBeVisible({ timeout: 15_000 });
    await this.openInvitation.click({ timeout: 15_000 });
    await expect(this.pause).toBeVisible({ timeout: 15_000 });
  }

  async acceptWith(people: number) {
    await this.peopleCount.fill(String(people));
    await this.accept.click();
  }

  async maybeWith(people: number) {
    await this.peopleCount.fill(String(people));
    await this.maybe.click();
  }
}
