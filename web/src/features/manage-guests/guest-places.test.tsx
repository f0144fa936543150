import { guestQuestion } from '@partyreel/shared/events/guest-questions';
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

/** A paid event of `maxPartySize` 6 with a capacity of 4, full, two guests waiting. */
function fullParty() {
  const event = unlockedEvent({ maxPartySize: 6, capacity: 4 });
  return unlockedEvent({
    maxPartySize: 6,
    capacity: 4,
    counts: { ...countsFor(event), accepted: 2, people: 4, waitlisted: 2, waitlistedPeople: 3 },
  });
}

const ava = entry('Ava Lee', { status: 'accepted', peopleCount: 4, maxPeople: 4 });
const ben = entry('Ben Ortiz', { status: 'waitlisted', peopleCount: 2 });
const zoe = entry('Zoe', {
  id: 'link-answer-zoe',
  status: 'waitlisted',
  peopleCount: 1,
  email: null,
  invitationIds: [],
  viaLink: true,
});

describe('a guest’s places in the Guest List', () => {
  it('shows the waitlist box and how full the party is', async () => {
    await renderManageGuests(fullParty(), listView([ava, ben, zoe]));
    const waitlist = await screen.findByText('Waitlist', { selector: 'dt' });
    expect(waitlist.nextElementSibling?.textContent).toBe('2');
    expect(await screen.findAllByText('Waitlist', { selector: 'span' })).toHaveLength(2);
  });

  it('promotes a waitlisted guest, personal or through the link, by the entry’s id', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(fullParty(), listView([ava, ben, zoe]), {
      'guests.promote': { ok: true },
    });
    expect(screen.queryByRole('button', { name: 'Promote Ava Lee from the waitlist' })).toBeNull();
    await user.click(
      await screen.findByRole('button', { name: 'Promote Ben Ortiz from the waitlist' }),
    );
    expect(await screen.findByText(messages.places.promoted('Ben Ortiz'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Promote Zoe from the waitlist' }));
    expect(callsTo(fake, 'guests.promote')).toEqual([
      { eventId: sampleEvent().id, guestId: 'id-ben-ortiz' },
      { eventId: sampleEvent().id, guestId: 'link-answer-zoe' },
    ]);
  });

  it('says the server’s reason when a promotion is refused', async () => {
    const user = userEvent.setup();
    await renderManageGuests(fullParty(), listView([ben]), {
      'guests.promote': serverError('BAD_REQUEST', 400, messages.places.notWaitlisted),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Promote Ben Ortiz from the waitlist' }),
    );
    expect(await screen.findByText(messages.places.notWaitlisted)).toBeInTheDocument();
  });

  it('sets how many a personal guest can bring, and back to the event’s limit', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(fullParty(), listView([ava, zoe]), {
      'guests.setPartyLimit': (input: { maxPeople: number | null }) => ({
        maxPeople: input.maxPeople,
      }),
    });
    const select = await screen.findByRole('combobox', { name: /Can bring.*Ava Lee/ });
    expect((select as HTMLSelectElement).value).toBe('4');
    expect(within(select).getAllByRole('option')[0]?.textContent).toBe('Up to 6 (event)');
    // A share-link guest has no invitation to limit.
    expect(screen.queryByRole('combobox', { name: /Can bring.*Zoe/ })).toBeNull();

    await user.selectOptions(select, '2');
    expect(
      await screen.findByText(messages.places.partyLimitSaved('Ava Lee', 2)),
    ).toBeInTheDocument();
    await user.selectOptions(select, '');
    expect(callsTo(fake, 'guests.setPartyLimit')).toEqual([
      { eventId: sampleEvent().id, invitationIds: ['id-ava-lee'], maxPeople: 2 },
      { eventId: sampleEvent().id, invitationIds: ['id-ava-lee'], maxPeople: null },
    ]);
  });

  it('shows a guest’s answers to the host’s questions under their name', async () => {
    const questions = [
      guestQuestion('meal', 'Fish or pasta?', { choices: ['Fish', 'Pasta'], required: true }),
      guestQuestion('song', 'A song for the playlist?'),
    ];
    const event = unlockedEvent({ questions });
    const ana = entry('Ana', { status: 'accepted', questionAnswers: { meal: 'Pasta' } });
    await renderManageGuests(event, listView([ana]));
    const row = (await screen.findByRole('rowheader', { name: /^Ana/ })).closest('tr');
    expect(row).toHaveTextContent('Fish or pasta? Pasta');
    expect(row).not.toHaveTextContent('A song for the playlist?');
  });
});
