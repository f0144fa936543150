import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { invitations } from '@partyreel/db/schema';
import type { InviteViewStage } from '@partyreel/shared/invite/invite-types';
import { and, eq, ne, sql } from 'drizzle-orm';
import { eventChanged, eventTopic } from '../events/event-topics.ts';
import { topicNoticeSql } from '../live/notices.ts';
import { type InviteTarget, invitationNotFound } from './invite-target.ts';
import { visitorKey } from './visitor-key.ts';

type Personal = Extract<InviteTarget, { kind: 'personal' }>;

/**
 * A personal guest opened their invitation (`stage` 'opened'), started playing it ('playing') or
 * watched it to its end ('finished'): an unsent, pending or sent status becomes 'viewed'; playing
 * and finishing set viewState 'playing' unless it is 'completed' (an answer). The first opening is
 * kept in opened_at (every stage implies one) and the first finish in watched_at, for Manage
 * Guests' journey. Nothing is written when nothing changes; otherwise the host's pages are told, so
 * the Personal Invites tab moves from Opened to Watching as it happens.
 */
export async function recordPersonalView(
  db: Db,
  target: Personal,
  stage: InviteViewStage = 'opened',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: invitations.status,
        viewState: invitations.viewState,
        openedAt: invitations.openedAt,
        watchedAt: invitations.watchedAt,
      })
      .from(invitations)
      .where(and(eq(invitations.id, target.id), ne(invitations.status, 'removed')))
      .for('update');
    if (!before) throw invitationNotFound();
    const status =
      before.status === 'unsent' || before.status === 'pending' || before.status === 'sent'
        ? 'viewed'
        : before.status;
    const viewState =
      stage !== 'opened' && before.viewState !== 'completed' ? 'playing' : before.viewState;
    const watched = stage === 'finished';
    if (
      status === before.status &&
      viewState === before.viewState &&
      before.openedAt !== null &&
      (!watched || before.watchedAt !== null)
    )
      return;
    await tx
      .update(invitations)
      .set({
        status,
        viewState,
        openedAt: sql`coalesce(${invitations.openedAt}, now())`,
        ...(watched ? { watchedAt: sql`coalesce(${invitations.watchedAt}, now())` } : {}),
      })
      .where(eq(invitations.id, target.id));
    for (const notice of eventChanged({ userId: target.ownerId, eventId: target.eventId }))
      await tx.execute(notice);
  });
}

/** A share-link guest's address: the link's code (and id, if the URL had it) and the browser's id. */
export interface LinkGuest {
  code: string;
  invitationId?: string | undefined;
  visitorId: string;
}

/**
 * The share link the guest's URL names, as a CTE: its code, and its id when the URL has one. A
 * locked event's link is not found (its guest pages answer as an unknown invitation).
 */
const linkCte = (guest: LinkGuest) => sql`
  link as (
    select s.id, s.event_id from share_links s join events e on e.id = s.event_id
    where s.code = ${guest.code} and e.unlocked_at is not null
      and (${guest.invitationId?.toLowerCase() ?? null}::text is null
           or s.id::text = ${guest.invitationId?.toLowerCase() ?? null})
  )`;

interface Outcome {
  found: number;
}

/**
 * A browser opened the share link: one view per browser per day (a reload is not a new view). One
 * statement finds the link, adds the view row, moves the counter only when the row is new, and
 * queues the notice. False when no share link has this code (it may be a personal one).
 */
export async function recordLinkView(db: Db, guest: LinkGuest): Promise<boolean> {
  const [outcome] = sqlRows<Outcome>(
    await db.execute(sql`
      with ${linkCte(guest)},
      seen as (
        insert into share_link_views (share_link_id, visitor_id, day)
        select link.id, ${visitorKey(guest.code, guest.visitorId)}, (now() at time zone 'utc')::date
        from link
        on conflict do nothing
        returning share_link_id
      ), counted as (
        update share_links s set views = s.views + 1, updated_at = now()
        from seen where s.id = seen.share_link_id
        returning s.event_id
      ), notified as (
        select ${topicNoticeSql(eventTopic, sql`counted.event_id`)} from counted
      )
      select (select count(*) from link)::int as "found", (select count(*) from notified)::int as "notified"
    `),
  );
  return (outcome?.found ?? 0) > 0;
}
