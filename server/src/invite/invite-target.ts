import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import type { InvitationStatus } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
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
    }
  | { kind: 'link'; id: string; eventId: string; ownerId: string };

interface Row {
  kind: 'personal' | 'link';
  id: string;
  eventId: string;
  ownerId: string;
  name: string | null;
  status: InvitationStatus | null;
  peopleCount: number | null;
}

/** The answer for every guest URL that opens nothing, whatever the cause (docs/decisions/040). */
export const invitationNotFound = () => new AppError('NOT_FOUND', messages.guest.notFound);

/**
 * Finds the invitation a guest URL names. A personal code must come with its own invitation's id
 * (without it, or with another invitation's, it is 'Invitation not found', as an unknown code is:
 * no answer tells a guesser that a code exists; docs/decisions/040), so a leaked id or code alone
 * opens nothing. A share link's code opens with or without the link's
 * id. A removed guest's invitation is not found, and neither is any code of an event whose
 * distribution is still locked (the paywall is the server's, not the page's).
 */
export async function resolveInviteTarget(
  db: Db,
  input: { code: string; invitationId?: string },
): Promise<InviteTarget> {
  // One round trip for both kinds of code (this runs before every guest call).
  const [found] = sqlRows<Row>(
    await db.execute(sql`
      select 'personal' as "kind", i.id::text as "id", i.event_id::text as "eventId",
             e.user_id::text as "ownerId", i.recipient_name as "name", i.status::text as "status",
             i.people_count as "peopleCount"
      from invitations i join events e on e.id = i.event_id
      where i.unique_code = ${input.code} and e.unlocked_at is not null
      union all
      select 'link', s.id::text, s.event_id::text, e.user_id::text, null, null, null
      from share_links s join events e on e.id = s.event_id
      where s.code = ${input.code} and e.unlocked_at is not null
      limit 1
    `),
  );
  if (!found) throw invitationNotFound();
  const givenId = input.invitationId?.toLowerCase();
  if (found.kind === 'link') {
    if (givenId && givenId !== found.id) throw invitationNotFound();
    return { kind: 'link', id: found.id, eventId: found.eventId, ownerId: found.ownerId };
  }
  if (found.status === 'removed' || found.status === null) throw invitationNotFound();
  if (givenId !== found.id) throw invitationNotFound();
  return {
    kind: 'personal',
    id: found.id,
    eventId: found.eventId,
    ownerId: found.ownerId,
    name: found.name ?? '',
    status: found.status,
    peopleCount: found.peopleCount ?? 1,
  };
}
