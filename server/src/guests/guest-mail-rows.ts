import type { Db } from '@partyreel/db';
import { events, invitations, users } from '@partyreel/db/schema';
import type { InvitationStatus } from '@partyreel/shared/events/event-view';
import { personalInvitePath } from '@partyreel/shared/invite/answer-link';
import { eq, inArray } from 'drizzle-orm';
import type { GuestMailRecipient } from '../mail/mail-slots.ts';
import { posterPath } from '../mail/poster-route.ts';
import { suppressionsFor } from '../mail/suppressions.ts';
import type { GuestMailEvent } from '../mail/templates/guest-mail-parts.tsx';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts';

/** What an e-mail to one guest needs, read when the e-mail goes out (not when it was queued). */
export interface GuestMailRow extends GuestMailEvent {
  invitationId: string;
  name: string;
  email: string | null;
  status: InvitationStatus;
  peopleCount: number;
  /** The guest's note with their answer. */
  note: string | null;
  uniqueCode: string;
  respondedAt: Date | null;
  eventId: string;
  ownerId: string;
  templateId: string | null;
  personalMessage: string | null;
  unlockedAt: Date | null;
  hostName: string | null;
}

/**
 * A batch of guest e-mail jobs' rows, and each one's suppression (`suppressions[i]` is the i-th
 * id's) as the list is now, when the e-mail goes: an address may have left since the send.
 */
export async function readGuestMailBatch(db: Db, invitationIds: string[]) {
  const rows = await readGuestMailRows(db, invitationIds);
  const suppressions = await suppressionsFor(
    db,
    invitationIds.map((id) => {
      const row = rows.get(id);
      return { address: row?.email ?? '', eventId: row?.eventId ?? null };
    }),
  );
  return { rows, suppressions };
}

/**
 * One guest's e-mail, an invitation or a reminder, from its send's rendering (`render`): their
 * greeting, personal link and signed unsubscribe link, addressed and named for the outbox.
 */
export function guestMail<T extends object>(
  unsubscribe: UnsubscribeLinks,
  origin: string,
  row: GuestMailRow & { email: string },
  render: (guest: GuestMailRecipient) => T,
) {
  const message = render({
    guestName: row.name,
    inviteUrl: personalLink(origin, row),
    unsubscribe: unsubscribe.forMail(origin, { address: row.email, eventId: row.eventId }),
  });
  return { ...message, to: row.email, eventId: row.eventId, invitationId: row.invitationId };
}

/** The event's columns a guest e-mail's details show (GuestMailEvent), for a select. */
export const guestMailEventColumns = {
  title: events.title,
  location: events.location,
  eventDate: events.eventDate,
  startTime: events.startTime,
  endTime: events.endTime,
  timeZone: events.timeZone,
};

/** The guests' rows with their event and host, by invitation id, in one query. */
export async function readGuestMailRows(
  db: Db,
  invitationIds: string[],
): Promise<Map<string, GuestMailRow>> {
  if (invitationIds.length === 0) return new Map();
  const rows = await db
    .select({
      invitationId: invitations.id,
      name: invitations.recipientName,
      email: invitations.email,
      status: invitations.status,
      peopleCount: invitations.peopleCount,
      note: invitations.answerNote,
      uniqueCode: invitations.uniqueCode,
      respondedAt: invitations.respondedAt,
      eventId: events.id,
      ownerId: events.userId,
      ...guestMailEventColumns,
      templateId: events.templateId,
      personalMessage: events.personalMessage,
      unlockedAt: events.unlockedAt,
      hostName: users.displayName,
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(inArray(invitations.id, invitationIds));
  return new Map(rows.map((row) => [row.invitationId, row]));
}

/** The event as the e-mail templates take it. */
export function guestMailEvent(row: GuestMailEvent): GuestMailEvent {
  return {
    title: row.title,
    location: row.location,
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
  };
}

/** The guest's personal link (docs/product.md, Pages): /invite/{code}?id={invitationId}. */
export function personalLink(
  origin: string,
  row: Pick<GuestMailRow, 'uniqueCode' | 'invitationId'>,
) {
  return `${origin}${personalInvitePath(row.uniqueCode, row.invitationId)}`;
}

/** The template's poster for an e-mail, absolute; null without a template. */
export function posterUrl(origin: string, templateId: string | null): string | null {
  return templateId ? `${origin}${posterPath(templateId)}` : null;
}
