import type { EventCounts } from '@partyreel/shared/events/event-view';
import { GUEST_FILTER_LABELS } from '@partyreel/shared/guests/guest-list';
import type { GuestListInput } from '@partyreel/shared/guests/guest-list-input';
import { NOTHING_SKIPPED } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { liveMessage } from '../event-detail/test-live.ts';
import { countsFor, sampleEvent, unlockedEvent } from '../host-event/test-event.ts';
import { entry, listCalls, listView, renderManageGuests } from './test-guests.tsx';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

const ava = entry('Ava Lee', {
  status: 'accepted',
  viewState: 'completed',
  peopleCount: 3,
  journey: {
    sentAt: '2026-03-01T10:00:00.000Z',
    openedAt: '2026-03-02T04:00:00.000Z',
    watchedAt: '2026-03-02T04:05:00.000Z',
    respondedAt: '2026-03-02T04:06:00.000Z',
  },
  invitationIds: ['id-ava-lee', 'id-ava-dup'],
  mergedNames: ['ava lee'],
});
const ben = entry('Ben Ortiz', { status: 'viewed' });
const cleo = entry('Cleo', {
  status: 'pending',
  delivery: null,
  journey: { sentAt: null, openedAt: null, watchedAt: null, respondedAt: null },
});

function paidCounts(overrides: Partial<EventCounts> = {}): EventCounts {
  const event = unlockedEvent();
  return {
    ...countsFor(event),
    accepted: 1,
    declined: 2,
    pending: 5,
    people: 3,
    link: {
      code: 'abcDEF123456',
      views: 9,
      accepted: 2,
      maybe: 0,
      declined: 1,
      people: 4,
      maybePeople: 0,
      waitlisted: 0,
      waitlistedPeople: 0,
    },
    ...overrides,
  };
}

const paid = () => unlockedEvent({ counts: paidCounts() });

const row = (name: string) =>
  screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name)) as HTMLElement;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const stat = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Guest List', () => {
  it('lists each guest with status, people, journey and merged names, and the stats of the Summary', async () => {
    await renderManageGuests(paid(), listView([ava, ben, cleo]));
    await screen.findByRole('checkbox', { name: 'Select Ava Lee' });
    // checkbox, status, people (named for phones, where the column headers are hidden), journey
    expect(cells('Ava Lee').slice(1, 4)).toEqual([
      'Accepted',
      'People: 3',
      'Sent Mar 1, 3:45 PMOpened Mar 2, 9:45 AMWatched Mar 2, 9:50 AMAnswered Mar 2, 9:51 AM',
    ]);
    expect(within(row('Ava Lee')).getByRole('rowheader').textContent).toContain(
      'Merged with ava lee',
    );
    expect(cells('Ben Ortiz').slice(1, 4)).toEqual(['Opened', 'People: —', 'Sent Mar 1, 3:45 PM']);
    expect(cells('Cleo').slice(1, 4)).toEqual(['Pending', 'People: —', 'Not sent yet']);
    // Every box equals the event page's Summary (guests + the link's answerers, hostTotals).
    expect(stat('Total Invited')).toBe('3');
    expect(stat('Accepted')).toBe('3');
    expect(stat('Declined')).toBe('3');
    expect(stat('Pending')).toBe('5');
    expect(stat('People')).toBe('7');
    expect(screen.getByRole('link', { name: /Back to event/ }).getAttribute('href')).toBe(
      `/event/${sampleEvent().id}`,
    );
    // The export is every guest's file, whatever the filter, straight from the server.
    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    expect(exportLink.getAttribute('href')).toBe(`/api/events/${sampleEvent().id}/guests.csv`);
    expect(exportLink.hasAttribute('download')).toBe(true);
  });

  it('shows a guest’s note under their name', async () => {
    await renderManageGuests(paid(), listView([{ ...ava, note: 'Allergic to nuts' }, ben]));
    await screen.findByRole('checkbox', { name: 'Select Ava Lee' });
    expect(within(row('Ava Lee')).getByRole('rowheader').textContent).toContain(
      'Note: “Allergic to nuts”',
    );
    expect(within(row('Ben Ortiz')).getByRole('rowheader').textContent).not.toContain('Note');
  });

  it('lists a share-link answerer as a guest, with nothing to select, resend or delete', async () => {
    const viaLink = entry('Guest', {
      id: 'link-answer-1',
      email: null,
      status: 'accepted',
      viewState: 'completed',
      peopleCount: 2,
      delivery: null,
      journey: { sentAt: null, openedAt: null, watchedAt: null, respondedAt: null },
      invitationIds: [],
      viaLink: true,
    });
    const user = userEvent.setup();
    await renderManageGuests(paid(), listView([ben, viaLink]));
    await screen.findByRole('checkbox', { name: 'Select Ben Ortiz' });
    expect(within(row('Guest')).getByRole('rowheader').textContent).toContain(
      messages.guests.viaLink,
    );
    expect(cells('Guest').slice(1, 3)).toEqual(['Accepted', 'People: 2']);
    expect(within(row('Guest')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row('Guest')).queryByRole('button')).not.toBeInTheDocument();
    // Select all takes the personal guests only.
    await user.click(screen.getByRole('checkbox', { name: 'Select all guests' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('shows each filter with its count and asks the server for the chosen one', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(paid(), (input: GuestListInput) =>
      listView(input.filter === 'accepted' ? [ava] : [ava, ben, cleo], {
        filterCounts: { notSent: 1, sent: 0, viewed: 1, responded: 1, accepted: 1, declined: 0 },
      }),
    );
    const filter = await screen.findByRole('combobox', { name: 'Status filter' });
    await screen.findByRole('checkbox', { name: 'Select Ben Ortiz' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      `${GUEST_FILTER_LABELS.all} (3)`,
      `${GUEST_FILTER_LABELS.notSent} (1)`,
      `${GUEST_FILTER_LABELS.sent} (0)`,
      `${GUEST_FILTER_LABELS.viewed} (1)`,
      `${GUEST_FILTER_LABELS.responded} (1)`,
      `${GUEST_FILTER_LABELS.accepted} (1)`,
      `${GUEST_FILTER_LABELS.maybe} (0)`,
      `${GUEST_FILTER_LABELS.waitlisted} (0)`,
      `${GUEST_FILTER_LABELS.declined} (0)`,
    ]);
    await user.selectOptions(filter, 'accepted');
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Ben Ortiz' })).not.toBeInTheDocument(),
    );
    expect(listCalls(fake).at(-1)).toEqual({ eventId: sampleEvent().id, filter: 'accepted' });
  });

  it('searches on the server with what was typed, and keeps it in the box', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(paid(), (input: GuestListInput) =>
      listView(input.search ? [ben] : [ava, ben]),
    );
    const search = await screen.findByRole('searchbox', { name: 'Search guests' });
    await user.type(search, 'ortiz');
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Ava Lee' })).not.toBeInTheDocument(),
    );
    expect((search as HTMLInputElement).value).toBe('ortiz');
    // Debounced: one query for the whole word, none per letter.
    expect(listCalls(fake).filter((c) => c.search)).toEqual([
      { eventId: sampleEvent().id, filter: 'all', search: 'ortiz' },
    ]);
  });

  it('selects rows one by one or all at once; the bulk buttons wait for a selection', async () => {
    const user = userEvent.setup();
    await renderManageGuests(paid(), listView([ava, ben, cleo]));
    const all = await screen.findByRole('checkbox', { name: 'Select all guests' });
    const bulk = screen.getByRole('group', { name: 'Selected guests' });
    const resend = within(bulk).getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    const remove = within(bulk).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect([resend.disabled, remove.disabled]).toEqual([true, true]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Ortiz' }));
    expect(within(bulk).getByText('1 selected')).toBeInTheDocument();
    expect([resend.disabled, remove.disabled]).toEqual([false, false]);
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(within(bulk).getByText('3 selected')).toBeInTheDocument();
    expect((all as HTMLInputElement).checked).toBe(true);
    await user.click(all);
    expect(within(bulk).getByText('No guests selected')).toBeInTheDocument();
  });

  it('asks before deleting one guest, naming them, and removes every invitation of the entry only on confirm', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(paid(), listView([ava, ben]), {
      'guests.remove': { removed: 2 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ava Lee' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Ava Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fake, 'guests.remove')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ava Lee' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Ava Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.guests.removed)).toBeInTheDocument();
    expect(callsTo(fake, 'guests.remove')).toEqual([
      { eventId: sampleEvent().id, invitationIds: ['id-ava-lee', 'id-ava-dup'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('REMOVE names the selected guests, removes them all, and clears the selection', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(paid(), listView([ava, ben, cleo]), {
      'guests.remove': { removed: 3 },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ava Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Ortiz' }));
    const bulk = screen.getByRole('group', { name: 'Selected guests' });
    await user.click(within(bulk).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ava Lee, Ben Ortiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.guests.removedMany(2))).toBeInTheDocument();
    expect(callsTo(fake, 'guests.remove')).toEqual([
      { eventId: sampleEvent().id, invitationIds: ['id-ava-lee', 'id-ava-dup', 'id-ben-ortiz'] },
    ]);
    expect(within(bulk).getByText('No guests selected')).toBeInTheDocument();
  });

  it('says when a removal failed', async () => {
    const user = userEvent.setup();
    await renderManageGuests(paid(), listView([ava, ben]), {
      'guests.remove': serverError('INTERNAL_SERVER_ERROR', 500, 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ben Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Ortiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.guests.removeFailed)).toBeInTheDocument();
  });

  it('RESEND sends to the selected guests by their own ids; Resend to one names them', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(paid(), listView([ava, ben, cleo]), {
      'guests.send': (input: { invitationIds: string[] }) => ({
        queued: input.invitationIds.length,
        texted: 0,
        skipped: { ...NOTHING_SKIPPED },
        invitationIds: input.invitationIds,
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ava Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cleo' }));
    const bulk = screen.getByRole('group', { name: 'Selected guests' });
    await user.click(within(bulk).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(messages.send.sent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend to Ben Ortiz' }));
    expect(await screen.findByText(messages.send.resent('Ben Ortiz'))).toBeInTheDocument();
    expect(callsTo(fake, 'guests.send')).toEqual([
      {
        eventId: sampleEvent().id,
        type: 'resend',
        invitationIds: ['id-ava-lee', 'id-cleo'],
        locale: 'en-US',
      },
      {
        eventId: sampleEvent().id,
        type: 'resend',
        invitationIds: ['id-ben-ortiz'],
        locale: 'en-US',
      },
    ]);
  });

  it("offers a phone-only guest's own link when their text failed, and only then", async () => {
    // A computer: the link is copied (a phone would open its messaging app).
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const phoneOnly = { email: null, phone: '+14155550142', uniqueCode: 'AbCdEfGhIjKl' };
    const dana = entry('Dana Cruz', {
      ...phoneOnly,
      status: 'unsent',
      delivery: { state: 'failed', error: messages.texts.failedLandline },
    });
    const eli = entry('Eli Park', { ...phoneOnly, status: 'sent', delivery: null });
    const user = userEvent.setup();
    await renderManageGuests(paid(), listView([dana, eli]));
    const copy = await screen.findByRole('button', { name: 'Copy link for Dana Cruz' });
    expect(screen.getByText(messages.texts.failedLandline)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link for Eli Park' })).toBeNull();
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/invite/AbCdEfGhIjKl?id=${dana.id}`,
    );
    vi.restoreAllMocks();
  });

  it('offers the unlock instead of resending while the event is locked', async () => {
    const user = userEvent.setup();
    const { fake } = await renderManageGuests(sampleEvent(), listView([ava, ben]));
    await user.click(await screen.findByRole('button', { name: 'Resend to Ben Ortiz' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all guests' }));
    const bulk = screen.getByRole('group', { name: 'Selected guests' });
    await user.click(within(bulk).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
    expect(callsTo(fake, 'guests.send')).toEqual([]);
  });

  it('takes the changed guest and the filter counts from each live message, with no query', async () => {
    const { fake } = await renderManageGuests(paid(), listView([ava, ben]));
    await screen.findByRole('checkbox', { name: 'Select Ben Ortiz' });
    expect(cells('Ben Ortiz')[1]).toBe('Opened');
    await waitFor(() => expect(fake.liveCount()).toBe(1));
    const reads = fake.calls.length;
    const declined = { ...ben, status: 'declined' as const, viewState: 'completed' as const };
    fake.push(
      liveMessage(paidCounts({ declined: 3 }), {
        guests: [declined],
        filterCounts: { ...listView([]).filterCounts, all: 2, declined: 1 },
      }),
    );
    await waitFor(() => expect(cells('Ben Ortiz')[1]).toBe('Declined'));
    expect(stat('Declined')).toBe('4');
    expect(row('Ava Lee')).toBeDefined();
    expect(fake.calls.slice(reads)).toEqual([]);
  });
});

describe('Guest List: unsubscribed guests (docs/decisions/032)', () => {
  it('shows Unsubscribed in the status column', async () => {
    const dora = entry('Dora', { unsubscribed: true });
    await renderManageGuests(paid(), listView([ava, ben, dora]));
    await screen.findByRole('checkbox', { name: 'Select Dora' });
    expect(cells('Dora')[1]).toBe(messages.send.unsubscribed);
    expect(cells('Ben Ortiz')[1]).toBe('Opened');
  });
});
