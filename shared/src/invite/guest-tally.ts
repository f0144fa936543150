import type { InvitationStatus } from '../events/event-view.ts';
import type { DedupableGuest, GuestGroup } from './guest-dedupe.ts';

type CountedStatus = Exclude<InvitationStatus, 'removed'>;

/**
 * The host's numbers over an event's de-duplicated guests (groupGuests' groups), counted once here
 * for every screen: the live counts (the event page's Summary, Manage Guests' boxes), the
 * dashboard's and Manage Guests' filter counts. Each guest counts once, with the status that stands
 * for the group (docs/decisions/036-one-guest-one-recipient.md).
 */
export interface GuestTally {
  /** Personal guests: the Personal Invites tab's rows, Manage Guests' Total Invited. */
  invited: number;
  accepted: number;
  declined: number;
  /** Not answered yet: pending, unsent, sent or viewed. */
  pending: number;
  /** The head counts of accepted guests. */
  people: number;
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
    declined: 0,
  };
  let people = 0;
  for (const { winner } of groups) {
    // groupGuests leaves removed entries out, so a winner is never 'removed'.
    if (winner.status === 'removed') continue;
    byStatus[winner.status]++;
    if (winner.status === 'accepted') people += winner.peopleCount;
  }
  const answered = byStatus.accepted + byStatus.declined;
  const invited = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return {
    invited,
    accepted: byStatus.accepted,
    declined: byStatus.declined,
    pending: invited - answered,
    people,
    byStatus,
  };
}
