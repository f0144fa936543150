import type { Db } from '@partyreel/db';
import type { EventLive } from '@partyreel/shared/events/event-view';
import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { readGuestListState } from '../guests/guest-list.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import { readEventCounts } from './live-counts.ts';

/**
 * What events.live sends (EventLive): the event's counts and everything guests.list would answer,
 * read once per change for every subscriber of this instance (docs/decisions/001). The read is
 * bounded by the event's guests (at most 200, found by the invitations' event index) and the
 * link's answers: the same rows the counts already read, so a change costs this instance one
 * read, and each open page none (before, each page asked for its event, its guest list and its
 * link answers again after every message).
 */

/** The event's whole live state, or undefined when the event no longer exists. */
export async function readEventLive(
  db: Db,
  eventId: string,
  texting: SmsSetup['kind'] = 'off',
): Promise<EventLive | undefined> {
  const counts = await readEventCounts(db, eventId);
  if (!counts) return undefined;
  const list = await readGuestListState(db, eventId, texting);
  return {
    ...counts,
    whole: true,
    guests: list.guests,
    gone: [],
    linkGuests: list.linkGuests,
    filterCounts: list.filterCounts,
    reach: list.reach,
  };
}

/** Each entry's JSON by id: what tells a changed entry from an unchanged one. */
function byId(entries: readonly GuestListEntry[]): Map<string, string> {
  return new Map(entries.map((entry) => [entry.id, JSON.stringify(entry)]));
}

/**
 * The message from `previous` to `current` (two whole states): only the guests that changed or
 * appeared, the entries that went, and the link's answerers only if they changed. A subscriber
 * that had `previous` holds `current` once it applies this.
 */
export function liveSince(previous: EventLive, current: EventLive): EventLive {
  const before = byId(previous.guests);
  const now = new Set(current.guests.map((entry) => entry.id));
  const linkChanged =
    JSON.stringify(previous.linkGuests ?? []) !== JSON.stringify(current.linkGuests ?? []);
  return {
    ...current,
    whole: false,
    guests: current.guests.filter((entry) => before.get(entry.id) !== JSON.stringify(entry)),
    gone: [...before.keys()].filter((id) => !now.has(id)),
    linkGuests: linkChanged ? current.linkGuests : null,
  };
}
