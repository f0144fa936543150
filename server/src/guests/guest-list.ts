import type { Db } from '@partyreel/db';
import { invitations, shareLinks } from '@partyreel/db/schema';
import { isAnswer } from '@partyreel/shared/events/event-view';
import type { QuestionAnswers } from '@partyreel/shared/events/guest-questions';
import { GUEST_FALLBACK } from '@partyreel/shared/format/fallbacks';
import {
  GUEST_FILTER_STATUSES,
  type GuestFilter,
  type GuestListEntry,
  type GuestListView,
  type ListedStatus,
} from '@partyreel/shared/guests/guest-list';
import type { guestListInput } from '@partyreel/shared/guests/guest-list-input';
import { type GuestGroup, groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import {
  filterCountsOf,
  type LinkTally,
  NO_LINK_ANSWERS,
  tallyGuests,
} from '@partyreel/shared/invite/guest-tally';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readLinkAnswerRows } from '../events/link-answers.ts';
import { linkTallyColumns } from '../events/live-counts.ts';
import { type EventScope, ownEventId } from '../events/own-event.ts';
import { unsubscribedColumn } from '../mail/suppressions.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import { optedOutColumn, readTextingContext } from '../sms/text-plan.ts';
import { inAddedOrder } from './added-order.ts';
import { readPlanContext } from './mail-ledger.ts';
import { type PlanContext, planSend } from './send-plan.ts';
import { guestContactColumns } from './send-recipients.ts';

type ListInput = z.output<typeof guestListInput>;

/** One invitation row as Manage Guests reads it, with the sends it is in now. */
async function readGuestRows(db: Db, eventId: string) {
  return db
    .select({
      ...guestContactColumns,
      viewState: invitations.viewState,
      peopleCount: invitations.peopleCount,
      maxPeople: invitations.maxPeople,
      note: invitations.answerNote,
      questionAnswers: invitations.questionAnswers,
      deliveryStatus: invitations.deliveryStatus,
      deliveryError: invitations.deliveryError,
      sentAt: invitations.sentAt,
      openedAt: invitations.openedAt,
      watchedAt: invitations.watchedAt,
      respondedAt: invitations.respondedAt,
      unsubscribed: unsubscribedColumn(invitations.email, invitations.eventId),
      optedOut: optedOutColumn(invitations.id),
      // The guest's link does not open while the event is locked: no code until it is paid for.
      uniqueCode: sql<string | null>`case when exists (select 1 from events e
        where e.id = "invitations"."event_id" and e.unlocked_at is not null)
        then "invitations"."unique_code" end`,
    })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed')))
    .orderBy(...inAddedOrder);
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
    maxPeople: winner.maxPeople,
    note: winner.note,
    ...answersOf(winner.questionAnswers),
    delivery: winner.deliveryStatus
      ? {
          state: winner.deliveryStatus,
          // The provider's reason, for a failure or a bounce (docs/decisions/033).
          error:
            winner.deliveryStatus === 'failed' || winner.deliveryStatus === 'bounced'
              ? (winner.deliveryError ?? null)
              : null,
        }
      : null,
    unsubscribed: winner.unsubscribed,
    optedOut: winner.optedOut,
    uniqueCode: winner.uniqueCode,
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

/** What a search looks in: a guest's (or a merged entry's, or a link answerer's) contact. */
interface Contact {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * Whether a contact matches the search: a case-insensitive part of the name, e-mail or phone. A
 * search made only of digits and a phone's separators also matches a phone's digits, so "555 0100"
 * finds "+1 (555) 010-0100". A guest matches when any of its merged entries does (the list shows
 * their names too).
 */
function matcher(search: string | undefined) {
  if (!search) return () => true;
  const needle = search.toLowerCase();
  const digits = PHONE_LIKE.test(search) ? search.replace(/\D/g, '') : '';
  return (m: Contact) =>
    m.name.toLowerCase().includes(needle) ||
    (m.email?.toLowerCase().includes(needle) ?? false) ||
    (m.phone?.toLowerCase().includes(needle) ?? false) ||
    (digits !== '' && (m.phone?.replace(/\D/g, '').includes(digits) ?? false));
}

/**
 * The share link's answers (the anonymous guests who answered through it), newest first, and the
 * link's counters: the same numbers the live counts add (live-counts.ts reads the same columns).
 */
async function readLinkGuests(db: Db, eventId: string) {
  const [counters] = await db
    .select(linkTallyColumns)
    .from(shareLinks)
    .where(eq(shareLinks.eventId, eventId));
  const answers = await readLinkAnswerRows(db, eventId);
  const tally: LinkTally = counters ?? NO_LINK_ANSWERS;
  return { tally, answers };
}

type LinkAnswerRow = Awaited<ReturnType<typeof readLinkGuests>>['answers'][number];

/**
 * A share-link answerer as the list shows them: the first name and e-mail they gave (docs/decisions/059;
 * 'Guest' for an answer from before the link asked), and no phone or invitation.
 */
function linkEntryOf(answer: LinkAnswerRow): GuestListEntry {
  // The table's check allows only the answers.
  const status = isAnswer(answer.response) ? answer.response : 'declined';
  return {
    id: answer.id,
    name: answer.guestName ?? GUEST_FALLBACK,
    email: answer.email,
    phone: null,
    status,
    viewState: 'completed',
    peopleCount: status === 'declined' ? 0 : answer.peopleCount,
    maxPeople: null,
    note: answer.note,
    ...answersOf(answer.questionAnswers),
    delivery: null,
    unsubscribed: false,
    optedOut: false,
    journey: {
      sentAt: null,
      openedAt: null,
      watchedAt: null,
      respondedAt: answer.answeredAt.toISOString(),
    },
    invitationIds: [],
    mergedNames: [],
    viaLink: true,
  };
}

/** A guest's answers to the host's questions, when they gave any. */
function answersOf(answers: QuestionAnswers | null): Pick<GuestListEntry, 'questionAnswers'> {
  return answers && Object.keys(answers).length > 0 ? { questionAnswers: answers } : {};
}

/** How many e-mails and texts a send of each type would queue now: guests.send's own plan. */
function reachOf(rows: GuestRow[], context: PlanContext): GuestListView['reach'] {
  const reached = (type: 'all' | 'new' | 'poke') => {
    const plan = planSend(rows, type, [], context);
    return plan.mails.length + plan.texts.length;
  };
  return { all: reached('all'), new: reached('new'), poke: reached('poke') };
}

/**
 * Everything guests.list answers for an event, before its filter and search: every personal guest
 * de-duplicated as the live counts are (groupGuests), each with its journey and the entries merged
 * into it; the share link's answerers, newest first; the filter counts over all of them
 * (filterCountsOf, the tally every screen counts with); and each send's reach. The caller has
 * checked that the event is the user's own; events.live sends the same (events/live-event.ts).
 */
export async function readGuestListState(
  db: Db,
  eventId: string,
  texting: SmsSetup['kind'] = 'off',
) {
  const rows = await readGuestRows(db, eventId);
  const groups = groupGuests(rows);
  const link = await readLinkGuests(db, eventId);
  // Counted by the same tally as the live counts, so the boxes and the filters agree.
  const filterCounts = filterCountsOf(tallyGuests(groups), link.tally);
  const context = await readPlanContext(db, eventId, rows);
  // Where texts go, phone-only guests count in each send's reach (numbers read as in the US,
  // the send itself reads them in the host's country).
  if (texting !== 'off') context.texting = await readTextingContext(db, eventId, rows, {});
  const reach = reachOf(rows, context);
  return {
    groups,
    guests: groups.map(entryOf),
    linkGuests: link.answers.map(linkEntryOf),
    filterCounts,
    reach,
  };
}

/**
 * guests.list for the event's owner (NOT_FOUND for anyone else): readGuestListState's entries that
 * the filter and search keep, then the share link's answerers the filter keeps.
 */
export async function listGuests(
  db: Db,
  scope: EventScope,
  input: ListInput,
  texting: SmsSetup['kind'] = 'off',
) {
  const eventId = await ownEventId(db, scope);
  const state = await readGuestListState(db, eventId, texting);
  const keeps = (filter: GuestFilter, status: string) =>
    (GUEST_FILTER_STATUSES[filter] as readonly string[]).includes(status);
  const matches = matcher(input.search);
  const entries = [
    ...state.guests.filter(
      (entry, i) =>
        keeps(input.filter, entry.status) &&
        (state.groups[i] as GuestGroup<GuestRow>).members.some(matches),
    ),
    ...state.linkGuests.filter((e) => keeps(input.filter, e.status) && matches(e)),
  ];
  return { entries, filterCounts: state.filterCounts, reach: state.reach } satisfies GuestListView;
}
