import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { countsFor, sampleEvent, unlockedEvent } from '../event-detail/test-event.ts';
import { toast } from '../shell/toast.tsx';
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

const guestNames = () =>
  within(screen.getByRole('list', { name: 'Guest list' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Add Guests', () => {
  it('saves the new guests with SEND & SHARE, then opens Send & Share', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(unlockedEvent(), listView([entry('Ava Lee')]), {
      'guests.add': { added: 2, invitationIds: ['n1', 'n2'] },
    });
    await user.click(screen.getByRole('tab', { name: 'Add Guests' }));
    const save = screen.getByRole('button', { name: 'Send & Share' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    await addByHand(user, 'Eve Kim', 'eve@example.com');
    await user.click(save);
    expect(await screen.findByText(messages.guests.saved(2))).toBeTruthy();
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
    await user.click(screen.getByRole('tab', { name: 'Add Guests' }));
    expect(screen.queryByRole('list', { name: 'Guest list' })).toBeNull();
  });

  it('keeps every guest typed when saving fails, with the catalogue message', async () => {
    const user = userEvent.setup();
    let answer: unknown = serverError('INTERNAL_SERVER_ERROR', 500, 'db down');
    await renderManageGuests(unlockedEvent(), listView([]), { 'guests.add': () => answer });
    await user.click(screen.getByRole('tab', { name: 'Add Guests' }));
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    await user.click(screen.getByRole('button', { name: 'Send & Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.guests.saveFailed);
    expect(guestNames()).toHaveLength(1);
    expect(guestNames()[0]).toContain('Dev Shah');

    answer = serverError('BAD_REQUEST', 400, messages.send.tooManyGuests);
    await user.click(screen.getByRole('button', { name: 'Send & Share' }));
    expect(await screen.findByText(messages.send.tooManyGuests)).toBeTruthy();
    expect(guestNames()[0]).toContain('Dev Shah');
  });

  it("counts the event's guests towards the 200", async () => {
    const user = userEvent.setup();
    const event = unlockedEvent();
    const full = unlockedEvent({
      counts: { ...countsFor(event), pending: MAX_GUESTS_PER_EVENT },
    });
    await renderManageGuests(full, listView([]));
    await user.click(screen.getByRole('tab', { name: 'Add Guests' }));
    await addByHand(user, 'Dev Shah', 'dev@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.wizard.tooManyGuests);
    expect(screen.queryByRole('list', { name: 'Guest list' })).toBeNull();
  });
});
