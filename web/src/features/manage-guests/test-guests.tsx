import type { EventView } from '@partyreel/shared/events/event-view';
import type {
  GuestFilter,
  GuestListEntry,
  GuestListView,
} from '@partyreel/shared/guests/guest-list';
import type { GuestListInput } from '@partyreel/shared/guests/guest-list-input';
import { screen } from '@testing-library/react';
import { callsTo, type FakeAnswers, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { fakeEventTrpc, sampleEvent } from '../host-event/test-event.ts';
import { ManageGuestsPage } from './manage-guests-page.tsx';

/** A guest as guests.list sends it: sent, not opened, one invitation of its own. */
export function entry(name: string, overrides: Partial<GuestListEntry> = {}): GuestListEntry {
  const id = `id-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: null,
    status: 'sent',
    viewState: null,
    peopleCount: 1,
    maxPeople: null,
    note: null,
    delivery: { state: 'sent', error: null },
    unsubscribed: false,
    optedOut: false,
    journey: {
      sentAt: '2026-03-01T10:00:00.000Z',
      openedAt: null,
      watchedAt: null,
      respondedAt: null,
    },
    invitationIds: [id],
    mergedNames: [],
    ...overrides,
  };
}

const counts: Record<GuestFilter, number> = {
  all: 0,
  notSent: 0,
  sent: 0,
  viewed: 0,
  responded: 0,
  accepted: 0,
  waitlisted: 0,
  maybe: 0,
  declined: 0,
};

/** guests.list's answer for `entries`, with the given filter counts and reach. */
export function listView(
  entries: GuestListEntry[],
  extra: {
    filterCounts?: Partial<Record<GuestFilter, number>>;
    reach?: GuestListView['reach'];
  } = {},
): GuestListView {
  return {
    entries,
    filterCounts: { ...counts, all: entries.length, ...extra.filterCounts },
    reach: extra.reach ?? { all: entries.length, new: 0, poke: entries.length },
  };
}

/**
 * Manage Guests over a fake server: events.byId answers `event`, guests.list `list` (a view, or a
 * function of the input), and any other path in `answers`.
 */
export async function renderManageGuests(
  event: EventView,
  list: GuestListView | ((input: GuestListInput) => GuestListView),
  answers: Readonly<FakeAnswers> = {},
) {
  const fake = fakeEventTrpc(event, { 'guests.list': list, 'auth.me': null, ...answers });
  const view = await renderWithTrpc(<ManageGuestsPage eventId={sampleEvent().id} />, fake);
  await screen.findByRole('heading', { level: 1 });
  return { fake, ...view };
}

/** The inputs guests.list was called with, in order. */
export const listCalls = (fake: { calls: { path: string; input: unknown }[] }) =>
  callsTo(fake, 'guests.list') as GuestListInput[];
