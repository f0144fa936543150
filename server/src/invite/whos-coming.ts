import type { Queryable } from '@partyreel/db/queryable';
import { invitations, shareLinkAnswers, shareLinks } from '@partyreel/db/schema';
import { firstNameForGreeting } from '@partyreel/shared/format/first-name';
import { groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import { type InviteView, MAX_COMING_NAMES } from '@partyreel/shared/invite/invite-types';
import { and, eq, ne } from 'drizzle-orm';

/**
 * 'Who's coming' for an event whose host shows it (docs/product.md, The guest's page): the first
 * names of the guests who accepted, personal guests each person once (groupGuests, as every count)
 * and share-link guests by the name they gave (docs/decisions/059), the earliest answer first; a
 * guest with no usable first name ('Guest', 'Friends', a link answer from before names) and
 * everyone past MAX_COMING_NAMES are counted in `others`. Nothing else about a guest leaves the
 * server: no surname, no contact, no head count.
 */
export async function readWhosComing(
  db: Queryable,
  eventId: string,
): Promise<NonNullable<InviteView['coming']>> {
  const [rows, [link], linkNamed] = await Promise.all([
    db
      .select({
        name: invitations.recipientName,
        email: invitations.email,
        phone: invitations.phone,
        status: invitations.status,
        respondedAt: invitations.respondedAt,
      })
      .from(invitations)
      .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed'))),
    db
      .select({ accepted: shareLinks.accepted })
      .from(shareLinks)
      .where(eq(shareLinks.eventId, eventId)),
    db
      .select({ name: shareLinkAnswers.guestName, respondedAt: shareLinkAnswers.answeredAt })
      .from(shareLinkAnswers)
      .innerJoin(shareLinks, eq(shareLinks.id, shareLinkAnswers.shareLinkId))
      .where(and(eq(shareLinks.eventId, eventId), eq(shareLinkAnswers.response, 'accepted'))),
  ]);
  const personal = groupGuests(rows)
    .map((group) => group.winner)
    .filter((guest) => guest.status === 'accepted');
  const named = [...personal, ...linkNamed]
    .sort((a, b) => (a.respondedAt?.getTime() ?? 0) - (b.respondedAt?.getTime() ?? 0))
    .map((guest) => firstNameForGreeting(guest.name ?? ''))
    .filter(Boolean);
  const names = named.slice(0, MAX_COMING_NAMES);
  return { names, others: personal.length + (link?.accepted ?? 0) - names.length };
}
