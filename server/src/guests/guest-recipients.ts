import type { Db } from '@partyreel/db';
import { events, shareLinkAnswers, shareLinks, users } from '@partyreel/db/schema';
import { type AnswerStatus, isAnswer } from '@partyreel/shared/events/event-view';
import { eq, inArray } from 'drizzle-orm';
import type { GuestMailEvent } from '../mail/templates/guest-mail-parts.tsx';
import {
  guestMailEvent,
  guestMailEventColumns,
  personalLink,
  readGuestMailRows,
} from './guest-mail-rows.ts';

/** A guest an e-mail is for: a personal guest by their invitation, or a share-link guest by their answer. */
export type GuestRef = { invitationId: string } | { linkAnswerId: string };

/** The guest's name in outbox keys and singleton keys: 'invitation:{id}' or 'link:{id}'. */
export const guestRefKey = (ref: GuestRef) =>
  'invitationId' in ref ? `invitation:${ref.invitationId}` : `link:${ref.linkAnswerId}`;

/** One guest as an e-mail to them goes out (not as it was queued). */
export interface GuestRecipient {
  name: string;
  email: string | null;
  /** Removed since the e-mail was queued (a personal guest), or their link answer discarded. */
  gone: boolean;
  eventId: string;
  ownerId: string;
  unlockedAt: Date | null;
  hostName: string | null;
  event: GuestMailEvent;
  /** Their answer as it stands; null when they have not answered. */
  answer: { response: AnswerStatus; peopleCount: number; note: string | null } | null;
  /** Their own link to the invitation: the personal link, or the share link. */
  inviteUrl: (origin: string) => string;
  invitationId?: string;
}

/** The guests of `refs` as they are now, by guestRefKey, in two queries at most. */
export async function readGuestRecipients(
  db: Db,
  refs: readonly GuestRef[],
): Promise<Map<string, GuestRecipient>> {
  const invitationIds = refs.flatMap((ref) => ('invitationId' in ref ? [ref.invitationId] : []));
  const linkAnswerIds = refs.flatMap((ref) => ('linkAnswerId' in ref ? [ref.linkAnswerId] : []));
  const found = new Map<string, GuestRecipient>();
  for (const [id, row] of await readGuestMailRows(db, invitationIds))
    found.set(guestRefKey({ invitationId: id }), {
      ...row,
      gone: row.status === 'removed',
      event: guestMailEvent(row),
      answer: isAnswer(row.status)
        ? { response: row.status, peopleCount: row.peopleCount, note: row.note }
        : null,
      inviteUrl: (origin) => personalLink(origin, row),
    });
  if (linkAnswerIds.length === 0) return found;
  const linkRows = await db
    .select({
      id: shareLinkAnswers.id,
      name: shareLinkAnswers.guestName,
      email: shareLinkAnswers.email,
      response: shareLinkAnswers.response,
      peopleCount: shareLinkAnswers.peopleCount,
      note: shareLinkAnswers.note,
      code: shareLinks.code,
      eventId: events.id,
      ownerId: events.userId,
      unlockedAt: events.unlockedAt,
      hostName: users.displayName,
      ...guestMailEventColumns,
    })
    .from(shareLinkAnswers)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkAnswers.shareLinkId))
    .innerJoin(events, eq(events.id, shareLinks.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(inArray(shareLinkAnswers.id, linkAnswerIds));
  for (const row of linkRows)
    found.set(guestRefKey({ linkAnswerId: row.id }), {
      name: row.name ?? '',
      email: row.email,
      gone: false,
      eventId: row.eventId,
      ownerId: row.ownerId,
      unlockedAt: row.unlockedAt,
      hostName: row.hostName,
      event: guestMailEvent(row),
      answer: isAnswer(row.response)
        ? { response: row.response, peopleCount: row.peopleCount, note: row.note }
        : null,
      inviteUrl: (origin) => `${origin}/invite/${encodeURIComponent(row.code)}`,
    });
  return found;
}
