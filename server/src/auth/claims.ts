import type { Db } from '@partyreel/db';
import { events, uploads, users } from '@partyreel/db/schema';
import { and, eq } from 'drizzle-orm';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves the events of the anonymous user behind the caller's own session to `toUserId`, with its
 * uploads (deleting the anonymous user would otherwise delete its files, and the events would lose
 * their image, video and song), then removes that anonymous user (its sessions go with it). The
 * anonymous user id comes from the session, never from the client, so nobody can claim events that
 * are not theirs.
 */
export async function claimAnonymousUser(
  tx: Tx,
  anonymousUserId: string,
  toUserId: string,
): Promise<number> {
  if (anonymousUserId === toUserId) return 0;
  const [anonymous] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)));
  if (!anonymous) return 0;
  const moved = await tx
    .update(events)
    .set({ userId: toUserId })
    .where(eq(events.userId, anonymousUserId))
    .returning({ id: events.id });
  await tx.update(uploads).set({ ownerId: toUserId }).where(eq(uploads.ownerId, anonymousUserId));
  await tx.delete(users).where(eq(users.id, anonymousUserId));
  return moved.length;
}
