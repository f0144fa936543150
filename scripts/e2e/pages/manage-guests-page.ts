import { expect, type Locator, type Page } from '@playwright/test';

type SendOption = 'Send to all guests' | 'Send to new guests' | 'Poke unresponsive guests';

/**
 * /event/{eventId}/guests, Manage Guests: the Guest List (filter, search, stats, the table with
 * selection, Resend and Delete, bulk RESEND and REMOVE, the removal's confirmation), Add Guests
 * (the wizard's editor and SEND & SHARE) and Send & Share (the three sends, the link, reminders).
 */
export class ManageGuestsPage {
  readonly heading: Locator;
  readonly backToEvent: Locator;
  readonly guestListTab: Locator;
  readonly addGuestsTab: Locator;
  readonly sendShareTab: Locator;
  readonly panel: Locator;
  // Guest List
  readonly filter: Locator;
  readonly search: Locator;
  readonly selectAll: Locator;
  /** The bulk actions and how many are selected ('2 selected', 'No guests selected'). */
  readonly bulk: Locator;
  readonly bulkResend: Locator;
  readonly bulkRemove: Locator;
  /** 'Remove Ava Lee?' / 'Remove Ava Lee, Ben Ortiz?' */
  readonly confirmation: Locator;
  readonly confirmRemove: Locator;
  readonly cancelRemove: Locator;
  // Add Guests (the wizard's editor: its fields are named as there)
  readonly newGuestName: Locator;
  readonly newGuestEmail: Locator;
  readonly newGuestPhone: Locator;
  readonly addGuest: Locator;
  readonly saveNewGuests: Locator;
  // Send & Share
  readonly copyLink: Locator;
  readonly reminderNoResponse: Locator;
  readonly reminderAll: Locator;
  readonly unlockModal: Locator;
  readonly maybeLater: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.backToEvent = main.getByRole('link', { name: 'Back to event' });
    const tabs = main.getByRole('tablist', { name: 'Manage guests' });
    this.guestListTab = tabs.getByRole('tab', { name: 'Guest List' });
    this.addGuestsTab = tabs.getByRole('tab', { name: 'Add Guests' });
    this.sendShareTab = tabs.getByRole('tab', { name: 'Send & Share' });
    this.panel = main.getByRole('tabpanel');

    this.filter = this.panel.getByRole('combobox', { name: 'Status filter' });
    this.search = this.panel.getByRole('searchbox', { name: 'Search guests' });
    this.selectAll = this.panel.getByRole('checkbox', { name: 'Select all guests' });
    this.bulk = this.panel.getByRole('group', { name: 'Selected guests' });
    this.bulkResend = this.bulk.getByRole('button', { name: 'Resend', exact: true });
    this.bulkRemove = this.bulk.getByRole('button', { name: 'Remove', exact: true });
    this.confirmation = page.getByRole('dialog', { name: /^Remove .+\?$/ });
    this.confirmRemove = this.confirmation.getByRole('button', { name: 'Remove', exact: true });
    this.cancelRemove = this.confirmation.getByRole('button', { name: 'Cancel' });

    this.newGuestName = this.panel.getByLabel('Name', { exact: true });
    this.newGuestEmail = this.panel.getByLabel('Email', { exact: true });
    this.newGuestPhone = this.panel.getByLabel('Phone', { exact: true });
    this.addGuest = this.panel.getByRole('button', { name: 'Add guest' });
    this.saveNewGuests = this.panel.getByRole('button', { name: 'Send & Share' });

    this.copyLink = this.panel.getByRole('button', { name: /^(Copy Invitation Link|Copied!)$/ });
    this.reminderNoResponse = this.panel.getByLabel("Remind guests who haven't answered");
    this.reminderAll = this.panel.getByLabel('Remind everyone');
    this.unlockModal = page.getByRole('dialog', { name: 'Unlock Distribution' });
    this.maybeLater = this.unlockModal.getByRole('button', { name: 'Maybe later' });
  }

  async open(eventId: string) {
    await this.page.goto(`/event/${eventId}/guests`);
  }

  async expectShown(eventId: string, title: string) {
    await expect(this.page).toHaveURL(new RegExp(`/event/${eventId}/guests$`));
    await expect(this.heading).toHaveText(title);
  }

  /** Chooses a status filter by its value: all, notSent, sent, viewed, responded, accepted, declined. */
  async filterBy(filter: string) {
    await this.filter.selectOption(filter);
  }

  /** The filter's option for `label` ('Accepted (3)'): its text carries the count. */
  filterOption(label: string): Locator {
    return this.filter.getByRole('option', {
      name: new RegExp(`^${escapeRegExp(label)} \\(\\d+\\)$`),
    });
  }

  /** The Guest List's row of the guest named `name`. */
  row(name: string): Locator {
    return this.panel
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader').filter({ hasText: name }) });
  }

  /** The guest's status badge (Pending, Sent, Opened, Watching, Accepted, Declined, Failed). */
  status(name: string): Locator {
    return this.row(name).getByRole('cell').nth(1).locator('span').first();
  }

  /** The guest's People cell (a number for accepted guests, else '—'). */
  people(name: string): Locator {
    return this.row(name).getByRole('cell').nth(2);
  }

  /** The guest's journey: 'Sent Mar 1, 3:45 PM', 'Opened …', 'Watched …', 'Answered …'. */
  journey(name: string): Locator {
    return this.row(name).getByRole('cell').nth(3);
  }

  checkbox(name: string): Locator {
    return this.row(name).getByRole('checkbox', { name: `Select ${name}` });
  }

  resendTo(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Resend to ${name}` });
  }

  /** 'Promote' on a guest of the waitlist. */
  promote(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Promote ${name} from the waitlist` });
  }

  /** 'Can bring': the most people a personal guest may answer for. */
  canBring(name: string): Locator {
    return this.row(name).getByRole('combobox', { name: /^Can bring/ });
  }

  deleteGuest(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Delete ${name}` });
  }

  /** The confirmation for removing exactly these guests ('Remove Ava Lee, Ben Ortiz?'). */
  confirmationFor(names: readonly string[]): Locator {
    return this.page.getByRole('dialog', { name: `Remove ${names.join(', ')}?` });
  }

  /** A Send & Share send option, named by its button. */
  sendOption(option: SendOption): Locator {
    return this.panel.getByRole('button', { name: option });
  }

  /** The number under `label` in the Guest List's stats (Total Invited, Accepted, Declined, Pending, People). */
  stat(label: string): Locator {
    const name = this.page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
    return this.panel.locator('dl > div').filter({ has: name }).locator('dd');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
