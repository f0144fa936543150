import type { Db } from '@partyreel/db';
import { events, invitations, shareLinks } from '@partyreel/db/schema';
import {
  type DashboardCounts,
  type EventCounts,
  isAnswer,
} from '@partyreel/shared/events/event-view';
import { groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import { hostTotals, NO_LINK_ANSWERS, tallyGuests } from '@partyreel/shared/invite/guest-tally';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { inAddedOrder } from '../guests/added-order.ts';

/**
 * The live counts (docs/product.md, Counting): removed guests are left out, and guests who share an
 * e-mail, a phone or a lower-cased name count once, with their highest status, by the tally every
 * screen counts with (shared/invite/guest-tally.ts over shared/invite/guest-dedupe.ts's groups: a
 * union-find in TypeScript over the event's at most 200 guests, which is simpler to read and to
 * test than a recursive SQL query, and as fast at this size).
 */

const guestColumns = {
  id: invitations.id,
  eventId: invitations.eventId,
  name: invitations.recipientName,
  email: invitations.email,
  phone: invitations.phone,
  status: invitations.status,
  peopleCount: invitations.peopleCount,
  note: invitations.answerNote,
  respondedAt: invitations.respondedAt,
};

/** The share link's counters as every count reads them (LinkTally; null without a link). */
export const linkTallyColumns = {
  accepted: shareLinks.accepted,
  maybe: shareLinks.maybe,
  declined: shareLinks.declined,
  people: shareLinks.people,
  maybePeople: shareLinks.maybePeople,
  waitlisted: shareLinks.waitlisted,
  waitlistedPeople: shareLinks.waitlistedPeople,
};

type GuestRow = {
  id: string;
  eventId: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: (typeof invitations.$inferSelect)['status'];
  peopleCount: number;
  note: string | null;
  respondedAt: Date | null;
};

type EmailCounts = EventCounts['emails'];
type OpenedCounts = EventCounts['opened'];

interface CountsRow {
  unlocked: boolean;
  views: number | null;
  accepted: number | null;
  maybe: number | null;
  declined: number | null;
  people: number | null;
  maybePeople: number | null;
  /** JSON: the event's guests who are not removed, oldest first. */
  guests:
    | {
        id: string;
        name: string;
        email: string | null;
        phone: string | null;
        status: GuestRow['status'];
        peopleCount: number;
        note: string | null;
        respondedAt: string | null;
      }[]
    | string
    | null;
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * An event's counts, or undefined when it does not exist. The caller has checked ownership. One
 * round trip: this runs after every change to the event, for all of its watchers at once.
 */
export async function readEventCounts(db: Db, eventId: string): Promise<EventCounts | undefined> {
  const [head] = await db
    .select({
      unlocked: sql<boolean>`${events.unlockedAt} is not null`,
      code: shareLinks.code,
      views: shareLinks.views,
      link: linkTallyColumns,
      capacity: events.capacity,
      guests: sql<CountsRow['guests']>`(
        select json_agg(json_build_object(
                 'id', i.id, 'name', i.recipient_name, 'email', i.email, 'phone', i.phone,
                 'status', i.status, 'peopleCount', i.people_count, 'note', i.answer_note,
                 'respondedAt', i.responded_at)
               order by i.created_at, i.id)
          from invitations i
         where i.event_id = ${events.id} and i.status <> 'removed')`,
      emails: sql<EmailCounts | string | null>`(
        select json_build_object(
                 'queued', count(*) filter (where i.delivery_status = 'queued'),
                 'sent', count(*) filter (where i.sent_at is not null),
                 'failed', count(*) filter (where i.delivery_status = 'failed'),
                 'delivered', count(*) filter (where i.delivery_status = 'delivered'),
                 'delayed', count(*) filter (where i.delivery_status = 'delayed'),
                 'bounced', count(*) filter (where i.delivery_status = 'bounced'),
                 'complained', count(*) filter (where i.delivery_status = 'complained'))
          from invitations i
         where i.event_id = ${events.id} and i.status <> 'removed')`,
      opened: sql<OpenedCounts | string | null>`(
        select json_build_object(
                 'opened', count(*),
                 'watching', count(*) filter (where i.view_state = 'playing'))
          from invitations i
         where i.event_id = ${events.id} and i.status = 'viewed')`,
      lastResponse: shareLinks.lastResponse,
      lastPeopleCount: shareLinks.lastPeopleCount,
      lastNote: shareLinks.lastNote,
      lastName: shareLinks.lastName,
      lastAnsweredAt: shareLinks.lastAnsweredAt,
    })
    .from(events)
    .leftJoin(shareLinks, eq(shareLinks.eventId, events.id))
    .where(eq(events.id, eventId));
  if (!head) return undefined;
  const guests: GuestRow[] = (json(head.guests) ?? []).map((g) => ({
    ...g,
    eventId,
    respondedAt: g.respondedAt ? new Date(g.respondedAt) : null,
  }));

  const tally = tallyGuests(groupGuests(guests));
  const { invited, accepted, maybe, declined, pending, people, maybePeople } = tally;
  const { waitlisted, waitlistedPeople } = tally;

  // The latest answer of all, personal or through the link (not de-duplicated: it is news).
  let lastAnswer: EventCounts['lastAnswer'] = null;
  for (const guest of guests) {
    if (!guest.respondedAt || !isAnswer(guest.status)) continue;
    if (!lastAnswer || guest.respondedAt.toISOString() > lastAnswer.at)
      lastAnswer = {
        invitationId: guest.id,
        name: guest.name,
        response: guest.status,
        peopleCount: guest.peopleCount,
        note: guest.note,
        at: guest.respondedAt.toISOString(),
      };
  }
  const linkAt = head.lastAnsweredAt;
  if (
    linkAt &&
    head.lastResponse &&
    isAnswer(head.lastResponse) &&
    (!lastAnswer || linkAt.toISOString() > lastAnswer.at)
  )
    lastAnswer = {
      invitationId: null,
      // A share-link guest's own first name; '' for an answer from before the link asked.
      name: head.lastName ?? '',
      response: head.lastResponse,
      peopleCount: head.lastPeopleCount ?? 0,
      note: head.lastNote ?? null,
      at: linkAt.toISOString(),
    };

  return {
    eventId,
    invited,
    accepted,
    maybe,
    declined,
    pending,
    people,
    maybePeople,
    waitlisted,
    waitlistedPeople,
    capacity: head.capacity,
    link: {
      // The code is handed out only once the event is paid for (the paywall, docs/decisions/016).
      code: head.unlocked ? head.code : null,
      views: head.views ?? 0,
      ...(head.link ?? NO_LINK_ANSWERS),
    },
    unlocked: head.unlocked,
    lastAnswer,
    emails: json(head.emails) ?? {
      queued: 0,
      sent: 0,
      failed: 0,
      delivered: 0,
      delayed: 0,
      bounced: 0,
      complained: 0,
    },
    opened: json(head.opened) ?? { opened: 0, watching: 0 },
  };
}

/**
 * The dashboard's counts for each of the user's events (docs/product.md, Counting): accepted,
 * maybe, declined, viewed, and anything else counted as sent, after the same de-duplication. Accepted and
 * declined add the share link's answers, so a host who only shares the link sees them too; viewed
 * and sent are personal guests only (docs/decisions/015).
 */
export async function readDashboardCounts(db: Db, userId: string): Promise<DashboardCounts[]> {
  const own = await db
    .select({ id: events.id, link: linkTallyColumns })
    .from(events)
    .leftJoin(shareLinks, eq(shareLinks.eventId, events.id))
    .where(eq(events.userId, userId))
    .orderBy(asc(events.createdAt), asc(events.id));
  if (own.length === 0) return [];
  const guests: GuestRow[] = await db
    .select(guestColumns)
    .from(invitations)
    .where(
      and(
        inArray(
          invitations.eventId,
          own.map((e) => e.id),
        ),
        ne(invitations.status, 'removed'),
      ),
    )
    .orderBy(...inAddedOrder);
  const byEvent = new Map<string, GuestRow[]>(own.map((e) => [e.id, []]));
  for (const guest of guests) byEvent.get(guest.eventId)?.push(guest);
  return own.map(({ id, link }) => {
    const tally = tallyGuests(groupGuests(byEvent.get(id) ?? []));
    // The dashboard shows the answers, not the people.
    const totals = hostTotals(tally, link ?? NO_LINK_ANSWERS);
    return {
      eventId: id,
      accepted: totals.accepted,
      maybe: totals.maybe,
      declined: totals.declined,
      viewed: tally.byStatus.viewed,
      sent: tally.pending - tally.byStatus.viewed,
    } satisfies DashboardCounts;
  });
}
