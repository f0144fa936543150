import { NOTHING_SKIPPED } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { EventDetailPage } from '../event-detail/event-detail-page.tsx';
import { entry, listView, renderManageGuests } from '../manage-guests/test-guests.tsx';
import { fakeEventTrpc, sampleEvent, sampleGuest, unlockedEvent } from './test-event.ts';

/**
 * What the provider reported of each guest's e-mail (docs/decisions/033) on the event page's
 * Personal Invites and in Manage Guests' Guest List, and fixing a bounced address.
 */

afterEach(() => {
  cleanup();
  toast.dismiss();
});

const reason = "The recipient's mailbox does not exist.";
const ava = sampleGuest('Ava', { delivery: { state: 'delivered', error: null } });
const ben = sampleGuest('Ben', {
  email: 'bounce@exmaple.com',
  delivery: { state: 'bounced', error: reason },
});
const cleo = sampleGuest('Cleo', { delivery: { state: 'complained', error: null } });
const dan = sampleGuest('Dan', { delivery: { state: 'delayed', error: null } });
const eve = sampleGuest('Eve');

async function openPersonalInvites(fake: ReturnType<typeof fakeEventTrpc>) {
  const user = userEvent.setup();
  await renderWithTrpc(<EventDetailPage eventId={sampleEvent().id} />, fake);
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('tab', { name: 'Personal Invites' }));
  return { user, panel: screen.getByRole('tabpanel') };
}

const rowOf = (panel: HTMLElement, name: string) =>
  within(panel)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name)) as HTMLElement;
const statusOf = (panel: HTMLElement, name: string) =>
  within(rowOf(panel, name)).getAllByRole('cell')[0]?.textContent;

describe('Personal Invites after the provider’s word', () => {
  it('shows Delivered, Delayed, Bounced with its address and Complained instead of Sent', async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ava, ben, cleo, dan, eve] }));
    const { panel } = await openPersonalInvites(fake);
    expect(statusOf(panel, 'Ava')).toBe('Delivered');
    expect(statusOf(panel, 'Ben')).toBe(`Bounced${messages.guests.bounced('bounce@exmaple.com')}`);
    expect(statusOf(panel, 'Cleo')).toBe(`Complained${messages.guests.complained}`);
    expect(statusOf(panel, 'Dan')).toBe('Delayed');
    expect(statusOf(panel, 'Eve')).toBe('Sent');
    // Only the bounced guest is offered to fix the address.
    expect(within(panel).getAllByRole('button', { name: /^Fix address for / })).toHaveLength(1);
    expect(
      within(rowOf(panel, 'Ben')).getByRole('button', { name: 'Fix address for Ben' }),
    ).toBeInTheDocument();
  });

  it('fixes a bounced address, then Resend goes to the guest', async () => {
    let served = unlockedEvent({ guests: [ben] });
    const fake = fakeEventTrpc(served, {
      'events.byId': () => served,
      'guests.updateContact': (input: { email: string }) => {
        served = unlockedEvent({
          guests: [{ ...ben, email: input.email, status: 'unsent', sentAt: null, delivery: null }],
        });
        return { id: ben.id, name: 'Ben', email: input.email, phone: null };
      },
      'guests.send': {
        queued: 1,
        texted: 0,
        skipped: { ...NOTHING_SKIPPED },
        invitationIds: [ben.id],
      },
    });
    const { user, panel } = await openPersonalInvites(fake);
    await user.click(within(panel).getByRole('button', { name: 'Fix address for Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix Ben’s address' });
    const field = (await within(dialog).findByLabelText('Email')) as HTMLInputElement;
    // Prefilled with the address that bounced.
    expect(field.value).toBe('bounce@exmaple.com');
    await user.clear(field);
    await user.type(field, 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(messages.guests.contactUpdated('Ben'))).toBeInTheDocument();
    expect(callsTo(fake, 'guests.updateContact')).toEqual([
      { eventId: sampleEvent().id, invitationId: ben.id, email: 'ben@example.com' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(statusOf(screen.getByRole('tabpanel'), 'Ben')).toBe('Pending'));
    expect(
      within(rowOf(screen.getByRole('tabpanel'), 'Ben')).getByText('ben@example.com'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend to Ben' }));
    expect(await screen.findByText(messages.send.resent('Ben'))).toBeInTheDocument();
    expect(callsTo(fake, 'guests.send')).toEqual([
      { eventId: sampleEvent().id, type: 'resend', invitationIds: [ben.id], locale: 'en-US' },
    ]);
  });

  it('checks the address before sending it, and keeps what was typed when the server refuses', async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ben] }), {
      'guests.updateContact': serverError('BAD_REQUEST', 400, messages.recipients.invalidEmail, {
        email: [messages.recipients.invalidEmail],
      }),
    });
    const { user, panel } = await openPersonalInvites(fake);
    await user.click(within(panel).getByRole('button', { name: 'Fix address for Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix Ben’s address' });
    const field = (await within(dialog).findByLabelText('Email')) as HTMLInputElement;

    await user.clear(field);
    await user.type(field, 'ben@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText(messages.recipients.invalidEmail)).toBeInTheDocument();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Refused before the round trip.
    expect(callsTo(fake, 'guests.updateContact')).toEqual([]);

    // The server refuses what passed here: the typed address stays, with its message.
    await user.type(field, '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(callsTo(fake, 'guests.updateContact')).toHaveLength(1));
    expect(await within(dialog).findByText(messages.recipients.invalidEmail)).toBeInTheDocument();
    expect(field.value).toBe('ben@example.com');

    // Cancel closes it, changing nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusOf(panel, 'Ben')).toContain('Bounced');
  });

  it('says so when the update fails, keeping the dialog open', async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ben] }), {
      'guests.updateContact': serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.'),
    });
    const { user, panel } = await openPersonalInvites(fake);
    await user.click(within(panel).getByRole('button', { name: 'Fix address for Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix Ben’s address' });
    const field = (await within(dialog).findByLabelText('Email')) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.guests.contactUpdateFailed,
    );
    expect(field.value).toBe('ben@example.com');
  });
});

describe('the Guest List after the provider’s word', () => {
  it('shows each outcome, and fixes a bounced address from its row', async () => {
    const bounced = entry('Ben Ortiz', {
      email: 'bounce@exmaple.com',
      delivery: { state: 'bounced', error: reason },
    });
    const { fake } = await renderManageGuests(
      unlockedEvent(),
      listView([
        entry('Ava Lee', { delivery: { state: 'delivered', error: null } }),
        bounced,
        entry('Cleo Park', { delivery: { state: 'complained', error: null } }),
      ]),
      {
        'guests.updateContact': {
          id: bounced.id,
          name: 'Ben Ortiz',
          email: 'ben@example.com',
          phone: null,
        },
      },
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Guests' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) =>
          within(r).queryByRole('rowheader')?.textContent?.startsWith(name),
        ) as HTMLElement;
    expect(within(row('Ava Lee')).getByText('Delivered')).toBeInTheDocument();
    expect(within(row('Ben Ortiz')).getByText('Bounced')).toBeInTheDocument();
    expect(
      within(row('Ben Ortiz')).getByText(messages.guests.bounced('bounce@exmaple.com')),
    ).toBeInTheDocument();
    expect(within(row('Cleo Park')).getByText('Complained')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Fix address for / })).toHaveLength(1);

    await user.click(
      within(row('Ben Ortiz')).getByRole('button', { name: 'Fix address for Ben Ortiz' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fix Ben Ortiz’s address' });
    const field = (await within(dialog).findByLabelText('Email')) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText(messages.guests.contactUpdated('Ben Ortiz')),
    ).toBeInTheDocument();
    expect(callsTo(fake, 'guests.updateContact')).toEqual([
      { eventId: sampleEvent().id, invitationId: bounced.id, email: 'ben@example.com' },
    ]);
  });
});
