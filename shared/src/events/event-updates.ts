/**
 * Who an update goes to (docs/product.md, Updates to guests), by each de-duplicated guest's answer:
 * everyone invited, those who accepted, said maybe, have not answered yet, or have not declined.
 */
export const UPDATE_AUDIENCES = ['all', 'accepted', 'maybe', 'unanswered', 'notDeclined'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

/** How the host's page names each audience. */
export const UPDATE_AUDIENCE_LABELS: Record<UpdateAudience, string> = {
  all: 'All guests',
  accepted: 'Accepted',
  maybe: 'Maybe',
  unanswered: 'Not yet answered',
  notDeclined: 'Everyone who hasn’t declined',
};

/** The longest update a host may write. */
export const MAX_UPDATE_LENGTH = 1000;
/** The most updates one event may send: plenty for a party, too few to make it a mailing list. */
export const MAX_UPDATES_PER_EVENT = 20;

/** updates.list: one update as its host sees it. */
export interface EventUpdateView {
  id: string;
  audience: UpdateAudience;
  body: string;
  /** ISO time it was sent. */
  postedAt: string;
  /** How many guests it was e-mailed to. */
  emailed: number;
}

/** An update as a guest reads it on their invitation. */
export interface GuestUpdateView {
  body: string;
  postedAt: string;
}

/**
 * Statuses of guests an update is never for: not sent their invitation yet, or removed. Every other
 * guest got it (or answered); one on the waitlist hears what everyone hears, and what those who
 * have not declined hear.
 */
const NOT_INVITED: readonly string[] = ['pending', 'unsent', 'removed'];

/**
 * Whether a guest whose (de-duplicated) status is `status` is among `audience`. A guest not sent
 * their invitation yet (pending, unsent) is in none: an update is news about an invitation they
 * have. A share-link guest's status is their answer.
 */
export function inUpdateAudience(audience: UpdateAudience, status: string): boolean {
  if (NOT_INVITED.includes(status)) return false;
  switch (audience) {
    case 'all':
      return true;
    case 'accepted':
    case 'maybe':
      return status === audience;
    case 'unanswered':
      return status === 'sent' || status === 'viewed';
    case 'notDeclined':
      return status !== 'declined';
  }
}
