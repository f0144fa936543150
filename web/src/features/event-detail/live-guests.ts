import {
  type EventCounts,
  type EventLive,
  type GuestView,
  isAnswer,
  type LinkAnswerView,
} from '@partyreel/shared/events/event-view';
import {
  GUEST_FILTER_STATUSES,
  type GuestListEntry,
  type GuestListView,
} from '@partyreel/shared/guests/guest-list';
import type { GuestListInput } from '@partyreel/shared/guests/guest-list-input';

/**
 * The host's cached guest lists brought up to date by an events.live message (EventLive), so the
 * event page and Manage Guests follow every change without asking the server again: a whole
 * message replaces the guests, any other replaces the entries that changed and drops those gone.
 */

interface Entry {
  id: string;
  invitationIds: readonly string[];
}

/** Whether two entries stand for one guest: the same entry, or an invitation in common (a merge). */
function sameGuest(a: Entry, b: Entry): boolean {
  return a.id === b.id || a.invitationIds.some((id) => b.invitationIds.includes(id));
}

/**
 * `list` with the message's personal guests: each made by `make` from the live entry and the one
 * it replaces, kept only where `keeps` says (a filter). A changed entry takes the place of the one
 * it stood for, or comes last when new (guests are listed in the order they were added).
 */
function patchEntries<T extends Entry>(
  list: readonly T[],
  live: EventLive,
  make: (entry: GuestListEntry, before: T | undefined) => T,
  keeps: (entry: GuestListEntry, before: T | undefined) => boolean,
): T[] {
  if (live.whole) {
    return live.guests.flatMap((entry) => {
      const before = list.find((item) => sameGuest(item, entry));
      return keeps(entry, before) ? [make(entry, before)] : [];
    });
  }
  const gone = new Set(live.gone);
  let next = list.filter((item) => !gone.has(item.id));
  for (const entry of live.guests) {
    const at = next.findIndex((item) => sameGuest(item, entry));
    const before = next[at];
    const rest = next.filter((item) => !sameGuest(item, entry));
    if (!keeps(entry, before)) next = rest;
    else if (at < 0) next = [...rest, make(entry, undefined)];
    else next = [...rest.slice(0, at), make(entry, before), ...rest.slice(at)];
  }
  return next;
}

/** A guests.list entry as events.byId lists the guest (the Personal Invites tab, the wizard). */
function guestViewOf(entry: GuestListEntry, before: GuestView | undefined): GuestView {
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    status: entry.status,
    viewState: entry.viewState,
    peopleCount: entry.peopleCount,
    // guests.list carries the code once the event is unlocked; else the one already read stays.
    uniqueCode: entry.uniqueCode ?? (before?.id === entry.id ? before.uniqueCode : null),
    sentAt: entry.journey.sentAt,
    respondedAt: entry.journey.respondedAt,
    delivery: entry.delivery,
    unsubscribed: entry.unsubscribed,
    optedOut: entry.optedOut,
    invitationIds: entry.invitationIds,
    mergedNames: entry.mergedNames,
  };
}

/** events.byId's guests after the message. */
export function patchEventGuests(guests: readonly GuestView[], live: EventLive): GuestView[] {
  return patchEntries(guests, live, guestViewOf, () => true);
}

/**
 * One guests.list answer (for `input`'s filter and search) after the message. A search keeps the
 * guests it listed (a live change never touches a name, an e-mail or a phone, and a guest the host
 * adds is read again by the add itself), and so does it the share link's answerers it listed.
 */
export function patchGuestList(
  view: GuestListView,
  input: Pick<GuestListInput, 'filter' | 'search'>,
  live: EventLive,
): GuestListView {
  const statuses: readonly string[] = GUEST_FILTER_STATUSES[input.filter ?? 'all'];
  const searching = Boolean(input.search?.trim());
  const personal = patchEntries(
    view.entries.filter((entry) => !entry.viaLink),
    live,
    (entry) => entry,
    (entry, before) => statuses.includes(entry.status) && (!searching || before !== undefined),
  );
  const listed = view.entries.filter((entry) => entry.viaLink);
  const link = live.linkGuests
    ? live.linkGuests.filter(
        (entry) =>
          statuses.includes(entry.status) &&
          (!searching || listed.some((before) => before.id === entry.id)),
      )
    : listed;
  return { entries: [...personal, ...link], filterCounts: live.filterCounts, reach: live.reach };
}

/** events.linkAnswers' list from the message's share-link answerers (newest first). */
export function linkAnswersOf(linkGuests: readonly GuestListEntry[]): LinkAnswerView[] {
  return linkGuests.map((entry) => ({
    id: entry.id,
    response: isAnswer(entry.status) ? entry.status : 'declined',
    peopleCount: entry.peopleCount,
    note: entry.note,
    name: entry.name,
    email: entry.email,
    answeredAt: entry.journey.respondedAt ?? '',
  }));
}

/** The message's counts alone (EventCounts), for events.byId's copy. */
export function countsOf(live: EventLive): EventCounts {
  const { whole, guests, gone, linkGuests, filterCounts, reach, ...counts } = live;
  return counts;
}
