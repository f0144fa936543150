import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import type { guestPartyLimitInput } from '@partyreel/shared/guests/guest-places';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { eventChangedNotified } from '../events/event-topics.ts';
import { type EventScope, ownEventId } from '../events/own-event.ts';
import { updateLiveGuests } from './live-guest-update.ts';

const guestNotFound = () => new AppError('NOT_FOUND', messages.guests.guestNotFound);

/**
 * guests.setPartyLimit for the event's owner (NOT_FOUND for anyone else, and for ids that are not
 * the event's live guests): the most people these invitations may answer for from now on; null
 * gives them the event's limit again (docs/decisions/061). An answer given before stays as it is:
 * the guest's page offers the new limit when they answer again.
 */
export async function setGuestPartyLimit(
  db: Db,
  scope: EventScope,
  input: z.output<typeof guestPartyLimitInput>,
): Promise<{ maxPeople: number | null }> {
  const ids = input.invitationIds.map((id) => id.toLowerCase()).filter(isUuid);
  if (ids.length === 0) throw guestNotFound();
  return db.transaction(async (tx) => {
    const eventId = await ownEventId(tx, scope);
    const changed = await updateLiveGuests(tx, { userId: scope.userId, eventId }, ids, {
      maxPeople: input.maxPeople,
      updatedAt: new Date(),
    });
    if (changed.length === 0) throw guestNotFound();
    return { maxPeople: input.maxPeople };
  });
}

/**
 * guests.promote for the event's owner: a guest on the waitlist (a personal invitation, or an
 * answer through the share link, by its Guest List id) is accepted with the head count they gave,
 * and the link's counters move with it, in one statement with the live notices. The host decides:
 * a promotion may take the party past its capacity. NOT_FOUND when no such guest of the caller's
 * event exists; 'not on the waitlist' when they are not waiting (any more).
 */
export async function promoteGuest(db: Db, scope: EventScope, guestId: string): Promise<void> {
  const id = guestId.toLowerCase();
  if (!isUuid(id)) throw guestNotFound();
  const [row] = sqlRows<{ found: number; promoted: number }>(
    await db.execute(sql`
      with own as (
        select e.id from events e where e.id = ${scope.eventId} and e.user_id = ${scope.userId}
      ), personal as (
        update invitations i set status = 'accepted', updated_at = now()
        from own where i.event_id = own.id and i.id = ${id} and i.status = 'waitlisted'
        returning i.event_id
      ), link_promoted as (
        update share_link_answers a set
          previous_response = a.response, previous_people_count = a.people_count,
          response = 'accepted'
        from share_links s, own
        where s.event_id = own.id and a.share_link_id = s.id and a.id = ${id}
          and a.response = 'waitlisted'
        returning a.share_link_id, a.people_count
      ), link_counted as (
        update share_links s set
          waitlisted = s.waitlisted - 1,
          waitlisted_people = s.waitlisted_people - p.people_count,
          accepted = s.accepted + 1,
          people = s.people + p.people_count,
          updated_at = now()
        from link_promoted p where s.id = p.share_link_id
        returning s.event_id
      ), counted as (
        select event_id from personal union all select event_id from link_counted
      ), ${eventChangedNotified()}
      select (
        (select count(*) from invitations i, own
         where i.event_id = own.id and i.id = ${id} and i.status <> 'removed')
        + (select count(*) from share_link_answers a, share_links s, own
           where s.event_id = own.id and a.share_link_id = s.id and a.id = ${id})
      )::int as "found",
      (select count(*) from counted)::int as "promoted",
      (select count(*) from notified)::int as "notified"
    `),
  );
  if (!row || row.found === 0) throw guestNotFound();
  if (row.promoted === 0) throw new AppError('BAD_REQUEST', messages.places.notWaitlisted);
}
