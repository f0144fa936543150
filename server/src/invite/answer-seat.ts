import { type Queryable, sqlRows } from '@partyreel/db/queryable';
import { sql } from 'drizzle-orm';
import { type Answerer, linkGuestInvitation } from './answerer.ts';
import { inviteTargetCtes } from './invite-target.ts';
import { visitorKey } from './visitor-key.ts';

interface SeatRow {
  capacity: number | null;
  taken: number;
  mine: number | null;
}

/**
 * Whether an Accepted fits the party (docs/decisions/061), decided under a lock on the event's
 * row, so concurrent answers are decided one after another, each reading the places the ones
 * before it took (a statement after the lock reads them: in READ COMMITTED each statement sees what
 * committed before it began). Taken places are the accepted head counts of the event's live
 * invitations and of its share link, less this guest's own (their invitation: the URL's, or the
 * one their e-mail makes them; and their browser's answer through the link). An answer that fits
 * is 'accepted'; one that does not joins the waitlist, unless the guest holds places already: then
 * they may keep what they hold or take what is free, and the answer is the most they may have.
 */
export async function takeSeat(
  tx: Queryable,
  who: Answerer,
  people: number,
): Promise<'accepted' | 'waitlisted' | number> {
  await tx.execute(sql`
    with ${inviteTargetCtes(who)}
    select e.id from events e, target where e.id = target.event_id for no key update of e
  `);
  const [seat] = sqlRows<SeatRow>(
    await tx.execute(sql`
      with ${inviteTargetCtes(who)},
      me as (
        select target.id from target where target.kind = 'personal'
        union all (${linkGuestInvitation(who)})
      ), my_link_answer as (
        select a.people_count from share_link_answers a, target
        where target.kind = 'link' and a.share_link_id = target.id
          and a.visitor_id = ${visitorKey(who.code, who.visitorId)} and a.response = 'accepted'
      ), mine as (
        select i.people_count from invitations i, me where i.id = me.id and i.status = 'accepted'
        union all select people_count from my_link_answer
      )
      select target.capacity as "capacity",
             ((select coalesce(sum(i.people_count), 0) from invitations i
               where i.event_id = target.event_id and i.status = 'accepted'
                 and i.id not in (select id from me))
              + coalesce((select s.people from share_links s where s.event_id = target.event_id), 0)
              - coalesce((select sum(people_count) from my_link_answer), 0))::int as "taken",
             (select max(people_count) from mine) as "mine"
      from target
    `),
  );
  if (!seat || seat.capacity === null || seat.taken + people <= seat.capacity) return 'accepted';
  if (seat.mine === null) return 'waitlisted';
  if (people <= seat.mine) return 'accepted';
  return Math.max(seat.mine, seat.capacity - seat.taken);
}
