import type { Db } from '@partyreel/db';
import { type Queryable, sqlRows } from '@partyreel/db/queryable';
import type { AnswerStatus } from '@partyreel/shared/events/event-view';
import type { GuestAnswer } from '@partyreel/shared/invite/invite-types';
import { type SQL, sql } from 'drizzle-orm';
import { eventChangedNotified } from '../events/event-topics.ts';
import type { RateLimitPolicy, RateLimits } from '../rate-limit/rate-limits.ts';
import {
  type AnswerMail,
  type AnswerMailRow,
  type AnswerMailSetup,
  alertOf,
  CONFIRMATION_GRACE,
  confirmationOf,
  nextConfirmation,
  queueAnswerMail,
} from './answer-mail.ts';
import { takeSeat } from './answer-seat.ts';
import { type Answerer, linkGuestInvitation } from './answerer.ts';
import { inviteTargetCtes } from './invite-target.ts';
import { visitorKey } from './visitor-key.ts';

/** What one answer came to. */
export interface AnswerOutcome extends AnswerMail {
  /** What the code opened; null when nothing ('Invitation not found'), and nothing was counted. */
  kind: 'personal' | 'link' | null;
  /** The first rate limit that refused: nothing after it was counted or written. */
  refusedBy: RateLimitPolicy | null;
  /** A new visitor cookie was allowed: the browser gets it, even if a later limit refused. */
  visitorIssued: boolean;
  /** The answer was stored and the host's pages told. */
  answered: boolean;
  /** The head count was over the event's limit (this many): nothing was counted or written. */
  overLimit: number | null;
  /** A share-link answer came without a first name: nothing was counted or written. */
  nameMissing: boolean;
  /**
   * The text of a required question the guest left unanswered (a decline answers none), or null;
   * with one, or with a choice answered outside its choices, nothing was counted or written.
   */
  questionMissing: string | null;
  choiceInvalid: boolean;
  /** The answer as stored: an Accepted that found the party full is 'waitlisted'. */
  response: AnswerStatus;
  /**
   * An accepted guest asked for more places than the party has left: the most they may have
   * (their places now and what is free). Nothing was counted or written.
   */
  noRoomOver: number | null;
}

type Answer = Pick<GuestAnswer, 'response' | 'peopleCount' | 'note' | 'questionAnswers'>;

interface Row extends AnswerMailRow {
  kind: 'personal' | 'link' | null;
  questionMissing: string | null;
  choiceInvalid: boolean;
  maxPeople: number | null;
  capacity: number | null;
  addressPassed: boolean | null;
  issuePassed: boolean | null;
  guestPassed: boolean | null;
  answered: number;
}

/**
 * A guest's answer, in one statement (docs/architecture.md, API: invite.respond): what the code
 * opens (inviteTargetCtes: unknown codes, another's id, removed guests and locked events open
 * nothing), the rate limits that kind of guest answers under, in the order they are counted, each
 * only once the one before it allowed the answer (a share link: per client address and link, then
 * a new visitor cookie per address if the browser has none, then per visitor cookie; a personal
 * guest: per invitation; docs/decisions/021), then the write, and the notices to the host's pages
 * on commit.
 *
 * A personal guest's answer sets the status, viewState 'completed', the response time, the head
 * count and (if no view arrived first) the opening; a removed guest cannot answer. A share-link
 * browser's answer is upserted (keeping the one it replaces, read under the row's lock) and the
 * link's counters move by the difference, so answering again moves them instead of counting twice
 * (docs/decisions/012); its event's topic and its owner's dashboard topic are told either way (the
 * dashboard counts the link's answers too, docs/decisions/015).
 *
 * A share-link guest names themselves (docs/decisions/059): an answer without a first name is
 * counted nowhere. One who gives the e-mail of a personal guest of the event is that guest: the
 * answer is the personal invitation's, and any earlier answer of the same browser through the link
 * is taken back from the link's counters, so the person is counted once.
 */
export async function answerInvitation(
  db: Db,
  limits: Pick<RateLimits, 'consumeInStatement'>,
  who: Answerer,
  answer: Answer,
  mail?: AnswerMailSetup,
): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    let outcome = await answerOnce(tx, limits, who, answer, false);
    if (outcome.needsSeat) {
      // An Accepted for a party with a capacity: decided under the event's lock (takeSeat).
      const seat = await takeSeat(tx, who, answer.peopleCount);
      if (typeof seat === 'number') return { ...outcome, noRoomOver: seat };
      outcome = await answerOnce(tx, limits, who, { ...answer, response: seat }, true);
    }
    // Queued in the answer's transaction: an answer stored is an answer confirmed and told.
    if (mail && outcome.answered) await queueAnswerMail(mail, tx, outcome);
    return outcome;
  });
}

/**
 * The answer's one statement. Unless `seated`, an Accepted for an event with a capacity writes and
 * counts nothing and comes back as `needsSeat`, to be answered again once takeSeat has decided.
 */
async function answerOnce(
  db: Queryable,
  limits: Pick<RateLimits, 'consumeInStatement'>,
  who: Answerer,
  answer: Answer,
  seated: boolean,
): Promise<AnswerOutcome & { needsSeat: boolean }> {
  const unseated = seated
    ? sql`false`
    : sql`(target.capacity is not null and ${answer.response}::text = 'accepted')`;
  const addressPassed = sql`from address_try where address_try.passed`;
  const [row] = sqlRows<Row>(
    await db.execute(sql`
      with ${inviteTargetCtes(who)}, ${questionCtes(answer)},
      -- The event's limit on one answer's head count: over it, nothing below is counted or written.
      -- A share-link answer names its guest.
      within_limit as (
        select target.* from target
        where ${answer.peopleCount} <= target.max_people
          and (target.kind = 'personal' or ${who.name}::text is not null)
          and not ${unseated}
          and not exists (select 1 from unanswered) and not exists (select 1 from off_choice)
      ), address_try as (${limits.consumeInStatement(
        'inviteAnswerPerAddress',
        `${who.clientIp}:${who.code}`,
        sql`from within_limit where within_limit.kind = 'link'`,
      )}), issue_try as (${
        who.newVisitor
          ? limits.consumeInStatement('visitorIssue', who.clientIp, addressPassed)
          : sql`select true as passed ${addressPassed}`
      }), visitor_try as (${limits.consumeInStatement(
        'inviteAnswerPerGuest',
        `visitor:${who.code}:${who.visitorId}`,
        sql`from issue_try where issue_try.passed`,
      )}), personal_try as (${limits.consumeInStatement(
        'inviteAnswerPerGuest',
        `invitation:${who.invitationId?.toLowerCase() ?? ''}`,
        sql`from within_limit where within_limit.kind = 'personal'`,
      )}),
      -- The personal guest a share-link guest is, by the e-mail they gave.
      merged as (
        select g.id from (${linkGuestInvitation(who)}) g, visitor_try where visitor_try.passed
      ), personal_answer as (
        update invitations i set
          status = ${answer.response}::invitation_status,
          view_state = 'completed',
          -- Answering means the guest had the invitation open, even if its view never reached us.
          opened_at = coalesce(i.opened_at, now()),
          responded_at = now(),
          people_count = ${answer.peopleCount},
          answer_note = ${answer.note},
          question_answers = (select answers from kept),
          -- A phone-only guest's confirmation goes by text if their invitation did (decision 070).
          confirmation_due_at = ${nextConfirmation(
            sql`i.confirmation_due_at`,
            sql`coalesce(i.email, i.phone)`,
          )},
          updated_at = now()
        from (
          select target.id from target, personal_try where personal_try.passed
          union all
          select merged.id from merged
        ) chosen
        where i.id = chosen.id and i.status <> 'removed'
        returning i.event_id, i.id, coalesce(i.email, i.phone) as reach, i.confirmation_due_at
      ), link_answer as (
        insert into share_link_answers as a
          (share_link_id, visitor_id, response, people_count, note, guest_name, email,
           confirmation_due_at, question_answers)
        select target.id, ${visitorKey(who.code, who.visitorId)},
               ${answer.response}::invitation_status, ${answer.peopleCount}, ${answer.note},
               ${who.name}, ${who.email},
               case when ${who.email}::text is null then null
                    else now() + ${CONFIRMATION_GRACE} end,
               (select answers from kept)
        from target, visitor_try
        where visitor_try.passed and not exists (select 1 from merged)
        on conflict (share_link_id, visitor_id) do update set
          previous_response = a.response,
          previous_people_count = a.people_count,
          response = excluded.response,
          people_count = excluded.people_count,
          note = excluded.note,
          question_answers = excluded.question_answers,
          guest_name = excluded.guest_name,
          email = excluded.email,
          confirmation_due_at =
            ${nextConfirmation(sql`a.confirmation_due_at`, sql`excluded.email`)},
          answered_at = now()
        returning share_link_id, response, people_count, note, guest_name, previous_response,
                  previous_people_count, a.id, a.email, a.confirmation_due_at
      ), link_withdrawn as (
        -- The browser's earlier answer through the link, now its personal guest's: taken back.
        delete from share_link_answers a using target, merged
        where a.share_link_id = target.id
          and a.visitor_id = ${visitorKey(who.code, who.visitorId)}
        returning a.share_link_id, null::invitation_status as response, 0 as people_count,
                  null::text as note, null::text as guest_name, a.response as previous_response,
                  a.people_count as previous_people_count
      ), link_counted as (
        update share_links s set
          accepted = s.accepted + (answer.response is not distinct from 'accepted')::int
            - (answer.previous_response is not distinct from 'accepted')::int,
          maybe = s.maybe + (answer.response is not distinct from 'maybe')::int
            - (answer.previous_response is not distinct from 'maybe')::int,
          declined = s.declined + (answer.response is not distinct from 'declined')::int
            - (answer.previous_response is not distinct from 'declined')::int,
          people = s.people
            + case when answer.response = 'accepted' then answer.people_count else 0 end
            - case when answer.previous_response = 'accepted' then answer.previous_people_count else 0 end,
          maybe_people = s.maybe_people
            + case when answer.response = 'maybe' then answer.people_count else 0 end
            - case when answer.previous_response = 'maybe' then answer.previous_people_count else 0 end,
          waitlisted = s.waitlisted + (answer.response is not distinct from 'waitlisted')::int
            - (answer.previous_response is not distinct from 'waitlisted')::int,
          waitlisted_people = s.waitlisted_people
            + case when answer.response = 'waitlisted' then answer.people_count else 0 end
            - case when answer.previous_response = 'waitlisted'
                   then answer.previous_people_count else 0 end,
          -- A withdrawal (no response) leaves the latest answer as it was.
          last_response = coalesce(answer.response, s.last_response),
          last_people_count = case when answer.response is null then s.last_people_count
                                   else answer.people_count end,
          last_note = case when answer.response is null then s.last_note else answer.note end,
          last_name = case when answer.response is null then s.last_name
                           else answer.guest_name end,
          last_answered_at = case when answer.response is null then s.last_answered_at
                                  else now() end,
          updated_at = now()
        from (
          select share_link_id, response, people_count, note, guest_name, previous_response,
                 previous_people_count
          from link_answer
          union all select * from link_withdrawn
        ) answer
        where s.id = answer.share_link_id
        returning s.event_id
      ), counted as (
        select event_id from personal_answer union all select event_id from link_counted
      ), alert_waiting as (
        -- An alert still to come tells this answer too: the answer reads the row, locks nothing
        -- and queues nothing (docs/decisions/063).
        select 1 from answer_alerts w
        where w.event_id in (select event_id from counted) and w.due_at > now()
      ), alerted as (
        -- Else the host's next alert of each answer: at once after a quiet spell, else 15 minutes
        -- after the latest (or, if a concurrent answer just made one, that one).
        insert into answer_alerts as al (event_id, due_at)
        select e.id, now() from events e
        where e.id in (select event_id from counted) and e.answer_alerts = 'each'
          and not exists (select 1 from alert_waiting)
        on conflict (event_id) do update set due_at = case
          when al.due_at > now() then al.due_at
          when al.due_at + interval '15 minutes' > now() then al.due_at + interval '15 minutes'
          else now() end
        returning al.due_at
      ), ${eventChangedNotified()}
      select (select kind from target) as "kind",
             (select max_people from target) as "maxPeople",
             (select capacity from target) as "capacity",
             (select passed from address_try) as "addressPassed",
             (select passed from issue_try) as "issuePassed",
             coalesce((select passed from visitor_try), (select passed from personal_try))
               as "guestPassed",
             (select count(*) from counted)::int as "answered",
             (select text from unanswered) as "questionMissing",
             exists (select 1 from off_choice) as "choiceInvalid",
             -- Whose answer to confirm: a guest with an address (docs/decisions/062), or a phone.
             (select id::text from personal_answer where reach is not null limit 1)
               as "confirmInvitationId",
             (select id::text from link_answer where email is not null) as "confirmLinkAnswerId",
             coalesce(
               (select confirmation_due_at from personal_answer where reach is not null limit 1),
               (select confirmation_due_at from link_answer where email is not null)
             ) as "confirmationDueAt",
             (select count(*) from notified)::int as "notified",
             (select event_id::text from counted limit 1) as "eventId",
             (select e.answer_alerts from events e where e.id in (select event_id from counted))
               as "alerts",
             (select e.time_zone from events e where e.id in (select event_id from counted))
               as "timeZone",
             (select due_at from alerted) as "alertDueAt"
    `),
  );
  const outcome = outcomeOf(row, who, answer);
  const needsSeat =
    !seated &&
    answer.response === 'accepted' &&
    row?.capacity != null &&
    outcome.overLimit === null &&
    !outcome.nameMissing;
  return { ...outcome, needsSeat };
}

/**
 * The host's questions against the guest's answers (docs/decisions/064), as CTEs after `target`:
 * `unanswered`, the first required question left blank (a decline answers none); `off_choice`, a
 * choice answered with something it does not offer; `kept`, the answers to the event's questions
 * (others dropped), to store.
 */
function questionCtes(answer: Answer): SQL {
  const given = sql`${JSON.stringify(answer.questionAnswers ?? {})}::jsonb`;
  const asked = sql`target, jsonb_array_elements(target.questions) q`;
  return sql`
    unanswered as (
      select q->>'text' as text from ${asked}
      where ${answer.response}::text <> 'declined' and (q->>'required')::boolean
        and coalesce(trim(${given} ->> (q->>'id')), '') = ''
      limit 1
    ), off_choice as (
      select 1 from ${asked}
      where q->>'kind' = 'choice' and jsonb_exists(${given}, q->>'id')
        and not jsonb_exists(q->'choices', ${given} ->> (q->>'id'))
    ), kept as (
      select coalesce(jsonb_object_agg(q->>'id', ${given} ->> (q->>'id')), '{}'::jsonb) as answers
      from ${asked} where jsonb_exists(${given}, q->>'id')
    )`;
}

/** The outcome a statement's row says, the rate limits read in the order they were counted. */
function outcomeOf(row: Row | undefined, who: Answerer, answer: Answer): AnswerOutcome {
  const people = answer.peopleCount;
  const kind = row?.kind ?? null;
  const refusedBy: RateLimitPolicy | null =
    row?.addressPassed === false
      ? 'inviteAnswerPerAddress'
      : row?.issuePassed === false
        ? 'visitorIssue'
        : row?.guestPassed === false
          ? 'inviteAnswerPerGuest'
          : null;
  return {
    kind,
    refusedBy,
    visitorIssued: kind === 'link' && who.newVisitor && row?.issuePassed === true,
    answered: (row?.answered ?? 0) > 0,
    overLimit: kind && row?.maxPeople != null && people > row.maxPeople ? row.maxPeople : null,
    nameMissing: kind === 'link' && who.name === null,
    questionMissing: row?.questionMissing ?? null,
    choiceInvalid: row?.choiceInvalid === true,
    response: answer.response,
    noRoomOver: null,
    confirm: confirmationOf(row),
    alert: alertOf(row),
  };
}
