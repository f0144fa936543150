import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { shareLinkAnswers, shareLinks } from '@partyreel/db/schema';
import { isAnswer, type LinkAnswerView } from '@partyreel/shared/events/event-view';
import { GUEST_FALLBACK } from '@partyreel/shared/format/fallbacks';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { eventChangedNotified } from './event-topics.ts';

/**
 * The answers given through an event's share link, for its owner (docs/decisions/021): listed newest
 * first, and discarded one at a time when the host sees a forged or mistaken one.
 */

/**
 * The rows of an event's share-link answers, newest first, for a caller that has checked the event
 * is the user's own: this page's list and Manage Guests' (guests/guest-list.ts).
 */
export function readLinkAnswerRows(db: Db, eventId: string) {
  return db
    .select({
      id: shareLinkAnswers.id,
      response: shareLinkAnswers.response,
      peopleCount: shareLinkAnswers.peopleCount,
      note: shareLinkAnswers.note,
      questionAnswers: shareLinkAnswers.questionAnswers,
      guestName: shareLinkAnswers.guestName,
      email: shareLinkAnswers.email,
      answeredAt: shareLinkAnswers.answeredAt,
    })
    .from(shareLinkAnswers)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkAnswers.shareLinkId))
    .where(eq(shareLinks.eventId, eventId))
    .orderBy(desc(shareLinkAnswers.answeredAt), asc(shareLinkAnswers.id));
}

/** The link's answers, newest first, for a caller that has checked the event is the user's own. */
export async function listLinkAnswers(db: Db, eventId: string): Promise<LinkAnswerView[]> {
  const rows = await readLinkAnswerRows(db, eventId);
  return rows.map((row) => ({
    id: row.id,
    // The table's check allows only the answers.
    response: isAnswer(row.response) ? row.response : 'declined',
    peopleCount: row.peopleCount,
    note: row.note,
    name: row.guestName ?? GUEST_FALLBACK,
    email: row.email,
    answeredAt: row.answeredAt.toISOString(),
  }));
}

/**
 * Deletes one of the link's answers and moves the link's counters back by it, in one statement,
 * with the notices to the event's and the owner's dashboard topics on commit. If it was the link's
 * latest answer, the host's "Guest accepted" notice falls back to the latest one left. A concurrent
 * answer from the same browser either lands first (and is what is taken back) or finds the row
 * gone and counts as a new answer. False when no such answer of an event `userId` owns exists.
 */
export async function discardLinkAnswer(
  db: Db,
  scope: { userId: string; eventId: string; answerId: string },
): Promise<boolean> {
  const [outcome] = sqlRows<{ discarded: number }>(
    await db.execute(sql`
      with link as (
        select s.id from share_links s join events e on e.id = s.event_id
        where e.id = ${scope.eventId} and e.user_id = ${scope.userId}
      ), gone as (
        delete from share_link_answers a using link
        where a.share_link_id = link.id and a.id = ${scope.answerId}
        returning a.id, a.share_link_id, a.response, a.people_count, a.answered_at
      ), latest as (
        select a.response, a.people_count, a.note, a.answered_at
        from share_link_answers a join gone on a.share_link_id = gone.share_link_id
        where a.id <> gone.id
        order by a.answered_at desc limit 1
      ), counted as (
        update share_links s set
          accepted = s.accepted - (gone.response = 'accepted')::int,
          maybe = s.maybe - (gone.response = 'maybe')::int,
          declined = s.declined - (gone.response = 'declined')::int,
          people = s.people - case when gone.response = 'accepted' then gone.people_count else 0 end,
          maybe_people = s.maybe_people
            - case when gone.response = 'maybe' then gone.people_count else 0 end,
          waitlisted = s.waitlisted - (gone.response = 'waitlisted')::int,
          waitlisted_people = s.waitlisted_people
            - case when gone.response = 'waitlisted' then gone.people_count else 0 end,
          last_response = case when s.last_answered_at is not distinct from gone.answered_at
            then (select response from latest) else s.last_response end,
          last_people_count = case when s.last_answered_at is not distinct from gone.answered_at
            then (select people_count from latest) else s.last_people_count end,
          last_note = case when s.last_answered_at is not distinct from gone.answered_at
            then (select note from latest) else s.last_note end,
          last_answered_at = case when s.last_answered_at is not distinct from gone.answered_at
            then (select answered_at from latest) else s.last_answered_at end,
          updated_at = now()
        from gone where s.id = gone.share_link_id
        returning s.event_id
      ), ${eventChangedNotified()}
      select (select count(*) from counted)::int as "discarded",
             (select count(*) from notified)::int as "notified"
    `),
  );
  return (outcome?.discarded ?? 0) > 0;
}
