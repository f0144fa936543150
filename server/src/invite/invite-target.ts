import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import type { InvitationStatus } from '@partyreel/shared/events/event-view';
import type { QuestionAnswers } from '@partyreel/shared/events/guest-questions';
import { messages } from '@partyreel/shared/messages';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';

/** What a guest URL (/invite/{code}?id={id}) points at: one guest's invitation or the share link. */
export type InviteTarget =
  | {
      kind: 'personal';
      id: string;
      eventId: string;
      ownerId: string;
      name: string;
      status: Exclude<InvitationStatus, 'removed'>;
      peopleCount: number;
      /** The note the guest sent with their answer, if any. */
      note: string | null;
      /** The most people this guest may answer for: their own limit, else the event's. */
      maxPeople: number;
      /** Their answers to the host's questions, by question id; null when none. */
      questionAnswers: QuestionAnswers | null;
    }
  | { kind: 'link'; id: string; eventId: string; ownerId: string; maxPeople: number };

/** The answer for every guest URL that opens nothing, whatever the cause (docs/decisions/040). */
export const invitationNotFound = () => new AppError('NOT_FOUND', messages.guest.notFound);

/**
 * The CTE `target` (after its helper `found`): the one row of what a guest URL
 * (/invite/{code}?id={id}) opens, or none. A personal code must come with its own invitation's id
 * (without it, or with another invitation's, it opens nothing, as an unknown code does: no answer
 * tells a guesser that a code exists; docs/decisions/040), so a leaked id or code alone opens
 * nothing. A share link's code opens with or without the link's id. A removed guest's invitation
 * opens nothing, and neither does any code of an event whose distribution is still locked (the
 * paywall is the server's, not the page's). Columns: kind ('personal' | 'link'), id, event_id,
 * owner_id, max_people (the most people this answer may bring: a personal guest's own limit, else
 * the event's; docs/decisions/061), capacity (the event's, or null), questions (the event's,
 * docs/decisions/064), and a personal guest's name, status (text), people_count, answer_note and
 * question_answers. A statement that acts on
 * what the URL opens starts with these, so every guest call checks the same conditions.
 */
export function inviteTargetCtes(input: { code: string; invitationId?: string | undefined }): SQL {
  const givenId = input.invitationId?.toLowerCase() ?? null;
  return sql`
    found as (
      select 'personal' as kind, i.id, i.event_id, e.user_id as owner_id, i.recipient_name as name,
             i.status::text as status, i.people_count, i.answer_note,
             coalesce(i.max_people, e.max_party_size) as max_people, e.capacity,
             i.question_answers, e.questions
      from invitations i join events e on e.id = i.event_id
      where i.unique_code = ${input.code} and e.unlocked_at is not null
      union all
      select 'link', s.id, s.event_id, e.user_id, null, null, null, null, e.max_party_size,
             e.capacity, null, e.questions
      from share_links s join events e on e.id = s.event_id
      where s.code = ${input.code} and e.unlocked_at is not null
      limit 1
    ), target as (
      select * from found
      where case when found.kind = 'link'
                   then ${givenId}::text is null or found.id::text = ${givenId}::text
                 else found.status <> 'removed' and found.id::text = ${givenId}::text end
    )`;
}

/** Finds what a guest URL opens (inviteTargetCtes), in one round trip; else 'Invitation not found'. */
export async function resolveInviteTarget(
  db: Db,
  input: { code: string; invitationId?: string },
): Promise<InviteTarget> {
  const [found] = sqlRows<InviteTarget>(
    await db.execute(sql`
      with ${inviteTargetCtes(input)}
      select kind, id::text as "id", event_id::text as "eventId", owner_id::text as "ownerId",
             name, status, people_count as "peopleCount", answer_note as "note",
             max_people as "maxPeople", question_answers as "questionAnswers"
      from target
    `),
  );
  if (!found) throw invitationNotFound();
  if (found.kind === 'personal') return found;
  // A link's row has the personal columns too, all null.
  const { kind, id, eventId, ownerId, maxPeople } = found;
  return { kind, id, eventId, ownerId, maxPeople };
}
