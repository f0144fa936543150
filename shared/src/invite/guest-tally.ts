import type { AnswerTotals, InvitationStatus } from '../events/event-view.ts';
import type { GuestFilter } from '../guests/guest-list.ts';
import type { DedupableGuest, GuestGroup } from './guest-dedupe.ts';

type CountedStatus = Exclude<InvitationStatus, 'removed'>;

/**
 * The host's numbers over an event's de-duplicated guests (groupGuests' groups), counted once here
 * for every screen: the live counts (the event page's Summary, Manage Guests' boxes), the
 * dashboard's and Manage Guests' filter counts. Each guest counts once, with the status that stands
 * for the group (docs/decisions/036-one-guest-one-recipient.md).
 */
export interface GuestTally extends AnswerTotals {
  /** Guests by the status that stands for them. */
  byStatus: Record<CountedStatus, number>;
}

export function tallyGuests<T extends DedupableGuest & { peopleCount: number }>(
  groups: readonly GuestGroup<T>[],
): GuestTally {
  const byStatus: Record<CountedStatus, number> = {
    pending: 0,
    unsent: 0,
    sent: 0,
    viewed: 0,
    accepted: 0,
    maybe: 0,
    waitlisted: 0,
    declined: 0,
  };
  let people = 0;
  let maybePeople = 0;
  let waitlistedPeople = 0;
  for (const { winner } of groups) {
    // groupGuests leaves removed entries out, so a winner is never 'removed'.
    if (winner.status === 'removed') continue;
    byStatus[winner.status]++;
    if (winner.status === 'accepted') people += winner.peopleCount;
    if (winner.status === 'maybe') maybePeople += winner.peopleCount;
    if (winner.status === 'waitlisted') waitlistedPeople += winner.peopleCount;
  }
  const answered = byStatus.accepted + byStatus.maybe + byStatus.waitlisted + byStatus.declined;
  const invited = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return {
    invited,
    accepted: byStatus.accepted,
    maybe: byStatus.maybe,
    declined: byStatus.declined,
    pending: invited - answered,
    people,
    maybePeople,
    waitlisted: byStatus.waitlisted,
    waitlistedPeople,
    byStatus,
  };
}

/** The share link's answers (docs/decisions/015): anonymous guests, one per browser. */
export interface LinkTally {
  accepted: number;
  maybe: number;
  declined: number;
  /** The head counts of the link's acceptances. */
  people: number;
  /** The head counts of the link's Maybes. */
  maybePeople: number;
  /** Acceptances that found the party full (docs/decisions/061), and their head counts. */
  waitlisted: number;
  waitlistedPeople: number;
}

/** No share link (an event made before links existed), or none answered: nothing through one. */
export const NO_LINK_ANSWERS: LinkTally = {
  accepted: 0,
  maybe: 0,
  declined: 0,
  people: 0,
  maybePeople: 0,
  waitlisted: 0,
  waitlistedPeople: 0,
};

/** The host's numbers with the share link's answerers counted as guests. */
export type HostTotals = AnswerTotals;

/**
 * Every number a host sees about who is coming, from the personal guests' tally and the share link's
 * answers, for every screen (the event page's Summary, Manage Guests' boxes and filters, the
 * dashboard): a person who answered through the link is a guest who has answered, so they count in
 * invited, accepted, maybe or declined, and people. Pending stays the personal guests (nobody on the
 * link is waiting to be asked).
 */
export function hostTotals(personal: HostTotals, link: LinkTally): HostTotals {
  return {
    invited: personal.invited + link.accepted + link.maybe + link.waitlisted + link.declined,
    accepted: personal.accepted + link.accepted,
    maybe: personal.maybe + link.maybe,
    declined: personal.declined + link.declined,
    pending: personal.pending,
    people: personal.people + link.people,
    maybePeople: personal.maybePeople + link.maybePeople,
    waitlisted: personal.waitlisted + link.waitlisted,
    waitlistedPeople: personal.waitlistedPeople + link.waitlistedPeople,
  };
}

/**
 * Manage Guests' filter counts over the same guests as hostTotals (the link's answerers are in All
 * Guests, Responded, Accepted and Declined), so a filter's count is the boxes' number beside it.
 */
export function filterCountsOf(tally: GuestTally, link: LinkTally): Record<GuestFilter, number> {
  const totals = hostTotals(tally, link);
  const { byStatus } = tally;
  return {
    all: totals.invited,
    notSent: byStatus.pending + byStatus.unsent,
    sent: byStatus.sent,
    viewed: byStatus.viewed,
    responded: totals.accepted + totals.maybe + totals.waitlisted + totals.declined,
    accepted: totals.accepted,
    maybe: totals.maybe,
    waitlisted: totals.waitlisted,
    declined: totals.declined,
  };
}
