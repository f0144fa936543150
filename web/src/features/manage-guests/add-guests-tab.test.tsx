import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { countsFor, sampleEvent, unlockedEvent } from '../host-event/test-event.ts';
import { entry, listView, renderManageGuests } from './test-guests.tsx';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

async function addByHand(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Add guest' }));
}

/** Opens Add Guests, whose code loads with its first opening. */
async function openAddGuests(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Add Guests' }));
  await screen.findByLabelText('Name');
}

const guestNames = () =>
  within(screen.getByRole('list', { name: 'Guest list' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Add Guests', () => {
  it('saves the new guests with SEND & SHARE, then opens Send & Share', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(unlockedEvent(), listView([entry('Ava Lee')]), {
      'guests.add': { added: 2, invitationIds: ['n1', 'n2'], alreadyInvited: [] },
    });
    await openAddGuests(user);
    const save = screen.getByRole('button', { name: 'Send & Share' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    await addByHand(user, 'Eve Kim', 'eve@example.com');
    await user.click(save);
    expect(await screen.findByText(messages.guests.saved(2))).toBeInTheDocument();
    expect(callsTo(fake, 'guests.add')).toEqual([
      {
        eventId: sampleEvent().id,
        recipients: [
          { name: 'Dev Shah', email: 'dev@example.com', phone: null, source: 'wizard' },
          { name: 'Eve Kim', email: 'eve@example.com', phone: null, source: 'wizard' },
        ],
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Send & Share' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await openAddGuests(user);
    expect(screen.queryByRole('list', { name: 'Guest list' })).not.toBeInTheDocument();
  });

  it('keeps every guest typed when saving fails, with the catalogue message', async () => {
    const user = userEvent.setup();
    let answer: Error = serverError('INTERNAL_SERVER_ERROR', 500, 'db down');
    await renderManageGuests(unlockedEvent(), listView([]), { 'guests.add': () => answer });
    await openAddGuests(user);
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    await user.click(screen.getByRole('button', { name: 'Send & Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.guests.saveFailed);
    expect(guestNames()).toHaveLength(1);
    expect(guestNames()[0]).toContain('Dev Shah');

    answer = serverError('BAD_REQUEST', 400, messages.send.tooManyGuests);
    await user.click(screen.getByRole('button', { name: 'Send & Share' }));
    expect(await screen.findByText(messages.send.tooManyGuests)).toBeInTheDocument();
    expect(guestNames()[0]).toContain('Dev Shah');
  });

  it('names each guest the server found on the list already, in the tab, and saves the rest', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(unlockedEvent(), listView([entry('Ana Lima')]), {
      'guests.add': {
        added: 1,
        invitationIds: ['n1'],
        alreadyInvited: [
          { name: 'Ana', guestName: 'Ana Lima' },
          { name: 'Ben Ortiz', guestName: 'Ben Ortiz' },
        ],
      },
    });
    await openAddGuests(user);
    await addByHand(user, 'Ana', 'ana.lima@example.com');
    await addByHand(user, 'Ben Ortiz', 'ben@example.com');
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    await user.click(screen.getByRole('button', { name: 'Send & Share' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(messages.guests.saved(1));
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ana is already on your guest list as Ana Lima.',
      'Ben Ortiz is already on your guest list.',
    ]);
    expect(callsTo(fake, 'guests.add')).toHaveLength(1);
    // Still on Add Guests: the host reads who was not added, then goes on.
    expect(screen.getByRole('tab', { name: 'Add Guests' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('list', { name: 'Guest list' })).not.toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Go to Send & Share' }));
    expect(screen.getByRole('tab', { name: 'Send & Share' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says so when everyone was on the list already, and offers no Send & Share', async () => {
    const user = userEvent.setup();
    await renderManageGuests(unlockedEvent(), listView([entry('Ana Lima')]), {
      'guests.add': {
        added: 0,
        invitationIds: [],
        alreadyInvited: [{ name: 'Ana Lima', guestName: 'Ana Lima' }],
      },
    });
    await openAddGuests(user);
    await addByHand(user, 'Ana Lima', 'ANA.LIMA@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send & Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `${messages.guests.noneAdded}${messages.guests.alreadyOnList('Ana Lima')}`,
    );
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.guests.saved(0))).not.toBeInTheDocument();
  });

  it("counts the event's guests towards the 200", async () => {
    const user = userEvent.setup();
    const event = unlockedEvent();
    const full = unlockedEvent({
      counts: { ...countsFor(event), invited: MAX_GUESTS_PER_EVENT, pending: MAX_GUESTS_PER_EVENT },
    });
    await renderManageGuests(full, listView([]));
    await openAddGuests(user);
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.wizard.tooManyGuests);
    expect(screen.queryByRole('list', { name: 'Guest list' })).not.toBeInTheDocument();
  });
});
