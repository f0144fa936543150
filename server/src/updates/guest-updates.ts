import type { Queryable } from '@partyreel/db/queryable';
import { eventUpdates, shareLinkAnswers } from '@partyreel/db/schema';
import {
  type GuestUpdateView,
  inUpdateAudience,
  type UpdateAudience,
} from '@partyreel/shared/events/event-updates';
import { and, desc, eq } from 'drizzle-orm';
import type { InviteTarget } from '../invite/invite-target.ts';
import { visitorKey } from '../invite/visitor-key.ts';

/**
 * The status a guest page's updates are chosen by: a personal guest's own; a share-link browser's
 * answer (by its visitor cookie), or 'viewed' (invited, not answered) when it has given none.
 */
async function statusOf(
  db: Queryable,
  target: InviteTarget,
  code: string,
  visitorId: string | undefined,
): Promise<string> {
  if (target.kind === 'personal') return target.status;
  if (!visitorId) return 'viewed';
  const [answer] = await db
    .select({ response: shareLinkAnswers.response })
    .from(shareLinkAnswers)
    .where(
      and(
        eq(shareLinkAnswers.shareLinkId, target.id),
        eq(shareLinkAnswers.visitorId, visitorKey(code, visitorId)),
      ),
    );
  return answer?.response ?? 'viewed';
}

/**
 * 'Updates from the host' on a guest's page (docs/product.md, Updates to guests): the event's
 * updates whose audience includes this guest as they stand now, newest first.
 */
export async function readGuestUpdates(
  db: Queryable,
  target: InviteTarget,
  code: string,
  visitorId: string | undefined,
): Promise<GuestUpdateView[]> {
  const rows = await db
    .select({
      audience: eventUpdates.audience,
      body: eventUpdates.body,
      createdAt: eventUpdates.createdAt,
    })
    .from(eventUpdates)
    .where(eq(eventUpdates.eventId, target.eventId))
    .orderBy(desc(eventUpdates.createdAt), desc(eventUpdates.id));
  if (rows.length === 0) return [];
  const status = await statusOf(db, target, code, visitorId);
  return rows
    .filter((row) => inUpdateAudience(row.audience as UpdateAudience, status))
    .map((row) => ({ body: row.body, postedAt: row.createdAt.toISOString() }));
}
