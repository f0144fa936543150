import { expect, type Locator, type Page } from '@playwright/test';

/** /event/{eventId}: the event, its answers and its shared link. */
export class EventDetailPage {
  readonly heading: Locator;
  readonly actions: Locator;
  readonly edit: Locator;
  readonly linkSharingTab: Locator;
  readonly summaryTab: Locator;
  readonly personalInvitesTab: Locator;
  readonly guestsAndInvites: Locator;
  readonly panel: Locator;
  readonly copy: Locator;
  readonly unlockModal: Locator;
  readonly maybeLater: Locator;
  /** The unlock modal's checkout button (it names the price). */
  readonly checkout: Locator;
  /** The unlock modal's promo code field (codes are typed here, before checkout). */
  readonly promoCode: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.actions = main.getByRole('navigation', { name: 'Event actions' });
    this.edit = this.actions.getByRole('link', { name: 'Edit', exact: true });
    this.summaryTab = main.getByRole('tab', { name: 'Summary' });
    this.linkSharingTab = main.getByRole('tab', { name: 'Link Sharing' });
    this.personalInvitesTab = main.getByRole('tab', { name: 'Personal Invites' });
    // A link to Manage Guests (/event/{eventId}/guests).
    this.guestsAndInvites = this.actions.getByRole('link', { name: 'Guests & Invites' });
    this.panel = main.getByRole('tabpanel');
    this.copy = this.panel.getByRole('button', { name: /^(Copy|Copied!)$/ });
    this.unlockModal = page.getByRole('dialog', { name: 'Unlock Distribution' });
    this.maybeLater = this.unlockModal.getByRole('button', { name: 'Maybe later' });
    this.checkout = this.unlockModal.getByRole('button', { name: /^(Unlock for|Checkout)/ });
    this.promoCode = this.unlockModal.getByRole('textbox', { name: 'Promo code (optional)' });
  }

  async open(eventId: string) {
    await this.page.goto(`/event/${eventId}`);
  }

  async expectShown(eventId: string, title: string) {
    await expect(this.page).toHaveURL(new RegExp(`/event/${eventId}$`));
    await expect(this.heading).toHaveText(title);
  }

  /** The Personal Invites tab's row of the guest named `name`. */
  inviteRow(name: string): Locator {
    return this.panel
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader').filter({ hasText: name }) });
  }

  /** The guest's Status cell (Pending, Sent, Opened, Watching, Accepted, Declined, Failed). */
  inviteStatus(name: string): Locator {
    return this.inviteRow(name).getByRole('cell').nth(0).locator('span').first();
  }

  /** The guest's People cell. */
  invitePeople(name: string): Locator {
    return this.inviteRow(name).getByRole('cell').nth(1);
  }

  resendTo(name: string): Locator {
    return this.inviteRow(name).getByRole('button', { name: `Resend to ${name}` });
  }

  /** Marks this page load, so a later check can tell the page was never reloaded. */
  async markLoaded() {
    await this.page.evaluate(() => {
      (globalThis as { partyReelMark?: boolean }).partyReelMark = true;
    });
  }

  /** The page marked by markLoaded is still the same load: nothing reloaded it. */
  async expectNotReloaded() {
    expect(
      await this.page.evaluate(() => (globalThis as { partyReelMark?: boolean }).partyReelMark),
    ).toBe(true);
  }

  /** The number shown under `label` in the open tab. */
  stat(label: string): Locator {
    const name = this.page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
    return this.panel.locator('dl > div').filter({ has: name }).locator('dd');
  }
}
