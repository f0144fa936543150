import type { Db } from '@partyreel/db';
import { events, invitations, shareLinks } from '@partyreel/db/schema';
import type { InvitationStatus } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';

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

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.guest.notFound });

/**
 * Finds the invitation a guest URL names. A personal code must come with its own invitation's id
 * (a code alone is 'No invitation ID provided'; another invitation's id is 'Invitation not found'),
 * so a leaked id or code alone opens nothing. A share link's code opens with or without the link's
 * id. A removed guest's invitation is not found.
 */
export async function resolveInviteTarget(
  db: Db,
  input: { code: string; invitationId?: string },
): Promise<InviteTarget> {
  const [personal] = await db
    .select({
      id: invitations.id,
      eventId: invitations.eventId,
      ownerId: events.userId,
      name: invitations.recipientName,
      status: invitations.status,
      peopleCount: invitations.peopleCount,
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .where(eq(invitations.uniqueCode, input.code));
  if (personal) {
    if (personal.status === 'removed') throw notFound();
    if (!input.invitationId)
      throw new TRPCError({ code: 'BAD_REQUEST', message: messages.guest.noInvitationId });
    if (input.invitationId.toLowerCase() !== personal.id) throw notFound();
    return { kind: 'personal', ...personal, status: personal.status };
  }

  const [link] = await db
    .select({ id: shareLinks.id, eventId: shareLinks.eventId, ownerId: events.userId })
    .from(shareLinks)
    .innerJoin(events, eq(events.id, shareLinks.eventId))
    .where(eq(shareLinks.code, input.code));
  if (!link) throw notFound();
  if (input.invitationId && input.invitationId.toLowerCase() !== link.id) throw notFound();
  return { kind: 'link', ...link };
}
