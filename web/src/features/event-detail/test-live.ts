import type {
  EventCounts,
  EventLive,
  GuestView,
  LinkAnswerView,
} from '@partyreel/shared/events/event-view';
import {
  GUEST_FILTERS,
  type GuestFilter,
  type GuestListEntry,
} from '@partyreel/shared/guests/guest-list';

/**
 * An events.live message for the web's tests: `counts` with the guest changes in `parts` (none by
 * default: a message that moves only the counts).
 */
export function liveMessage(counts: EventCounts, parts: Partial<EventLive> = {}): EventLive {
  const filterCounts = Object.fromEntries(GUEST_FILTERS.map((f) => [f, 0])) as Record<
    GuestFilter,
    number
  >;
  return {
    ...counts,
    whole: false,
    guests: [],
    gone: [],
    linkGuests: null,
    filterCounts,
    reach: { all: 0, new: 0, poke: 0 },
    ...parts,
  };
}

/** The guests.list entry (as events.live carries it) of a guest as events.byId lists them. */
export function listEntryOf(guest: GuestView): GuestListEntry {
  return {
    id: guest.id,
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    status: guest.status === 'removed' ? 'unsent' : guest.status,
    viewState: guest.viewState,
    peopleCount: guest.peopleCount,
    maxPeople: null,
    note: null,
    delivery: guest.delivery,
    unsubscribed: guest.unsubscribed,
    optedOut: guest.optedOut,
    journey: {
      sentAt: guest.sentAt,
      openedAt: null,
      watchedAt: null,
      respondedAt: guest.respondedAt,
    },
    invitationIds: guest.invitationIds,
    mergedNames: guest.mergedNames,
  };
}

/** A share-link answer as events.live carries it: guests.list's anonymous entry. */
export function linkEntryOf(answer: LinkAnswerView): GuestListEntry {
  return {
    id: answer.id,
    name: answer.name,
    email: answer.email,
    phone: null,
    status: answer.response,
    maxPeople: null,
    viewState: 'completed',
    peopleCount: answer.peopleCount,
    note: answer.note,
    delivery: null,
    unsubscribed: false,
    optedOut: false,
    journey: { sentAt: null, openedAt: null, watchedAt: null, respondedAt: answer.answeredAt },
    invitationIds: [],
    mergedNames: [],
    viaLink: true,
  };
}
