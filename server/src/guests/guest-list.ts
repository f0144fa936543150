import type { Db } from '@partyreel/db';
import { invitations } from '@partyreel/db/schema';
import {
  GUEST_FILTER_STATUSES,
  GUEST_FILTERS,
  type GuestFilter,
  type GuestListEntry,
  type GuestListView,
  type guestListInput,
  type ListedStatus,
} from '@partyreel/shared/guests/guest-list';
import { type GuestGroup, groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { type GuestScope, ownEventId } from './own-event.ts';
import { classify, inSend } from './send-recipients.ts';

type ListInput = z.output<typeof guestListInput>;

/** One invitation row as Manage Guests reads it, with the sends it is in now. */
async function readGuestRows(db: Db, eventId: string) {
  return db
    .select({
      id: invitations.id,
      name: invitations.recipientName,
      email: invitations.email,
      phone: invitations.phone,
      status: invitations.status,
      viewState: invitations.viewState,
      peopleCount: invitations.peopleCount,
      deliveryStatus: invitations.deliveryStatus,
      deliveryError: invitations.deliveryError,
      sentAt: invitations.sentAt,
      openedAt: invitations.openedAt,
      watchedAt: invitations.watchedAt,
      respondedAt: invitations.respondedAt,
      inAll: inSend('all'),
      inNew: inSend('new'),
      inPoke: inSend('poke'),
    })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed')))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

type GuestRow = Awaited<ReturnType<typeof readGuestRows>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

function entryOf({ winner, members }: GuestGroup<GuestRow>): GuestListEntry {
  const others = members.filter((member) => member !== winner);
  return {
    id: winner.id,
    name: winner.name,
    email: winner.email,
    phone: winner.phone,
    // groupGuests leaves removed rows out (and the query never reads them).
    status: winner.status as ListedStatus,
    viewState: winner.viewState,
    peopleCount: winner.peopleCount,
    delivery: winner.deliveryStatus
      ? {
          state: winner.deliveryStatus,
          error: winner.deliveryStatus === 'failed' ? (winner.deliveryError ?? null) : null,
        }
      : null,
    journey: {
      sentAt: iso(winner.sentAt),
      openedAt: iso(winner.openedAt),
      watchedAt: iso(winner.watchedAt),
      respondedAt: iso(winner.respondedAt),
    },
    invitationIds: [winner.id, ...others.map((member) => member.id)],
    mergedNames: others.map((member) => member.name),
  };
}

const PHONE_LIKE = /^[\d\s()+./-]+$/;

/**
 * Whether a guest matches the search: a case-insensitive part of the name, e-mail or phone of any of
 * its merged entries (the list shows their names too). A search made only of digits and a phone's
 * separators also matches a phone's digits, so "555 0100" finds "+1 (555) 010-0100".
 */
function matcher(search: string | undefined) {
  if (!search) return () => true;
  const needle = search.toLowerCase();
  const digits = PHONE_LIKE.test(search) ? search.replace(/\D/g, '') : '';
  return ({ members }: GuestGroup<GuestRow>) =>
    members.some(
      (m) =>
        m.name.toLowerCase().includes(needle) ||
        (m.email?.toLowerCase().includes(needle) ?? false) ||
        (m.phone?.toLowerCase().includes(needle) ?? false) ||
        (digits !== '' && (m.phone?.replace(/\D/g, '').includes(digits) ?? false)),
    );
}

/** How many e-mails a send of each type would queue now: guests.send's own selection and rule. */
function reachOf(rows: GuestRow[]): GuestListView['reach'] {
  const emails = (selected: GuestRow[]) => classify(selected).emailable.length;
  return {
    all: emails(rows.filter((row) => row.inAll)),
    new: emails(rows.filter((row) => row.inNew)),
    poke: emails(rows.filter((row) => row.inPoke)),
  };
}

/**
 * guests.list for the event's owner (NOT_FOUND for anyone else): the event's guests, de-duplicated
 * as the live counts are (groupGuests), each with its journey and the entries merged into it; the
 * filter counts over all of them; the entries the filter and search keep, in the order guests were
 * added; and each send's reach.
 */
export async function listGuests(db: Db, scope: GuestScope, input: ListInput) {
  const eventId = await ownEventId(db, scope);
  const rows = await readGuestRows(db, eventId);
  const groups = groupGuests(rows);

  const keeps = (filter: GuestFilter, group: GuestGroup<GuestRow>) =>
    (GUEST_FILTER_STATUSES[filter] as readonly string[]).includes(group.winner.status);
  const filterCounts = Object.fromEntries(
    GUEST_FILTERS.map((filter) => [filter, groups.filter((g) => keeps(filter, g)).length]),
  ) as Record<GuestFilter, number>;

  const matches = matcher(input.search);
  const entries = groups.filter((g) => keeps(input.filter, g) && matches(g)).map(entryOf);
  return { entries, filterCounts, reach: reachOf(rows) } satisfies GuestListView;
}
