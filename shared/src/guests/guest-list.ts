import type { GuestDelivery, InvitationStatus } from '../events/event-view.ts';
import type { QuestionAnswers } from '../events/guest-questions.ts';

/**
 * Manage Guests (docs/product.md, Manage Guests, /event/{eventId}/guests): the de-duplicated guest
 * list a host works from, its filters and search, removal, and guests added after the event was
 * made.
 */

/** The Guest List's status filter, in docs/product.md's order (Manage Guests). */
export const GUEST_FILTERS = [
  'all',
  'notSent',
  'sent',
  'viewed',
  'responded',
  'accepted',
  'maybe',
  'waitlisted',
  'declined',
] as const;
export type GuestFilter = (typeof GUEST_FILTERS)[number];

export const GUEST_FILTER_LABELS: Record<GuestFilter, string> = {
  all: 'All Guests',
  notSent: 'Not Yet Sent',
  sent: 'Invitation Sent',
  viewed: 'Viewed (No Response)',
  responded: 'Responded',
  accepted: 'Accepted',
  maybe: 'Maybe',
  waitlisted: 'Waitlist',
  declined: 'Declined',
};

/**
 * Which statuses each filter keeps (an entry's status is its de-duplicated, highest status):
 * not yet sent = unsent or pending; invitation sent = sent; viewed (no response) = viewed;
 * responded = accepted, maybe, waitlisted or declined.
 */
export const GUEST_FILTER_STATUSES: Record<GuestFilter, readonly ListedStatus[]> = {
  all: ['pending', 'unsent', 'sent', 'viewed', 'accepted', 'maybe', 'waitlisted', 'declined'],
  notSent: ['pending', 'unsent'],
  sent: ['sent'],
  viewed: ['viewed'],
  responded: ['accepted', 'maybe', 'waitlisted', 'declined'],
  accepted: ['accepted'],
  maybe: ['maybe'],
  waitlisted: ['waitlisted'],
  declined: ['declined'],
};

export type ListedStatus = Exclude<InvitationStatus, 'removed'>;

/** One guest as Manage Guests lists them: the highest-status entry of a group of duplicates. */
export interface GuestListEntry {
  /** The entry that stands for the guest (the highest status; its code and answer). */
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: ListedStatus;
  viewState: 'playing' | 'completed' | null;
  peopleCount: number;
  /**
   * The most people this guest may answer for, set by the host (docs/decisions/061); null: the
   * event's limit. Always null through the share link.
   */
  maxPeople: number | null;
  /** The note the guest sent with their answer, for the host only; null when none. */
  note: string | null;
  /** Their answers to the host's questions, by question id; absent when none (docs/decisions/064). */
  questionAnswers?: QuestionAnswers;
  delivery: GuestDelivery | null;
  /**
   * The guest's address unsubscribed from this event's e-mails or from all PartyReel e-mail
   * (docs/decisions/032): no invitation or reminder goes to it. Never set for an address that
   * left another host's event only.
   */
  unsubscribed: boolean;
  /** The number their invitation was texted to replied STOP (docs/decisions/069). */
  optedOut: boolean;
  /**
   * The guest's personal code, for their link (a failed text offers it): null while the event is
   * locked, and for a share-link answerer.
   */
  uniqueCode?: string | null;
  /** The guest's journey, as ISO instants (null: not yet): e-mail handed over, invitation page
   * opened, invitation watched to its end, answered. */
  journey: {
    sentAt: string | null;
    openedAt: string | null;
    watchedAt: string | null;
    respondedAt: string | null;
  };
  /**
   * Every invitation this entry stands for, its own id first: more than one when duplicates (the
   * same e-mail, phone or lower-cased name) were merged. Removing the entry removes them all; a
   * resend goes to its own id.
   */
  invitationIds: string[];
  /** The names of the other entries merged into this one (empty when none). */
  mergedNames: string[];
  /**
   * An anonymous guest who answered through the share link (docs/decisions/015): counted like any
   * guest, but with no invitation to resend or remove (`invitationIds` is empty; the event page's
   * Link Sharing tab discards such an answer).
   */
  viaLink?: true;
}

export interface GuestListView {
  /**
   * The entries the filter and search keep: the personal guests in the order they were added, then
   * the share link's answerers, newest first (left out by a search: they have no name to match).
   */
  entries: GuestListEntry[];
  /**
   * How many guests each filter keeps, the share link's answerers included (search does not change
   * these): shared/invite/guest-tally.ts' filterCountsOf, so they equal the boxes beside them.
   */
  filterCounts: Record<GuestFilter, number>;
  /**
   * How many e-mails and texts each send would queue now (guests.send's own plan: every
   * de-duplicated guest with an e-mail address, or a phone where texts go; new = unsent or
   * pending; poke = has not answered).
   */
  reach: { all: number; new: number; poke: number };
}

export interface GuestRemoveResult {
  /** Invitations of this event that were removed now. */
  removed: number;
}

export interface GuestAddResult {
  added: number;
  invitationIds: string[];
  /** The recipients not added because they are guests already, in the order given. */
  alreadyInvited: AlreadyInvited[];
}

/**
 * A recipient guests.add or events.update left out: their e-mail (trimmed, any case) or phone
 * (its digits) is a live guest's of the event, or an earlier recipient's of the same request
 * (docs/decisions/036-one-guest-one-recipient.md).
 */
export interface AlreadyInvited {
  /** The name the host gave. */
  name: string;
  /** The name of the guest on the list with that e-mail or phone. */
  guestName: string;
}
