import type { Db } from '@partyreel/db';
import { events, uploads, users } from '@partyreel/db/schema';
import type { DroppedUploads } from '@partyreel/shared/auth';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { UPLOAD_QUOTA_BYTES } from '../uploads/upload-limits.ts';
import { storedBytes } from '../uploads/upload-quota.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a claim did: events moved, and uploads dropped because the account had no room for them. */
export interface Claimed {
  events: number;
  dropped: DroppedUploads;
}

const NOTHING: Claimed = { events: 0, dropped: { count: 0, bytes: 0 } };

/**
 * Moves the events of the anonymous user behind the caller's own session to `toUserId`, with its
 * uploads (deleting the anonymous user would otherwise delete its files, and the events would lose
 * their image, video and song), then removes that anonymous user (its sessions go with it). The
 * anonymous user id comes from the session, never from the client, so nobody can claim events that
 * are not theirs.
 *
 * The account's upload quota holds here too (docs/decisions/040-storage-budgets-and-bounded-lists.md):
 * the sign-in always succeeds and every event moves, but the uploads move only while they fit,
 * those an event uses first (oldest first), then unused ones; the rest are deleted (an event that
 * used one loses that image, video or song, and the store's hourly sweep removes the file).
 */
export async function claimAnonymousUser(
  tx: Tx,
  anonymousUserId: string,
  toUserId: string,
): Promise<Claimed> {
  if (anonymousUserId === toUserId) return NOTHING;
  const [anonymous] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)));
  if (!anonymous) return NOTHING;
  const moved = await tx
    .update(events)
    .set({ userId: toUserId })
    .where(eq(events.userId, anonymousUserId))
    .returning({ id: events.id });

  // Counted under the account's quota lock, as an upload would be (uploads/upload-quota.ts).
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${toUserId}`}, 0))`,
  );
  let room = UPLOAD_QUOTA_BYTES.registered - (await storedBytes(tx, toUserId));
  const used = sql<boolean>`exists (select 1 from ${events} where ${events.imageUploadId} = ${uploads.id}
    or ${events.videoUploadId} = ${uploads.id} or ${events.musicUploadId} = ${uploads.id})`;
  const candidates = await tx
    .select({ id: uploads.id, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.ownerId, anonymousUserId))
    .orderBy(desc(used), asc(uploads.createdAt), asc(uploads.id));
  const keep: string[] = [];
  const dropped = { count: 0, bytes: 0 };
  for (const upload of candidates) {
    if (upload.bytes > room) {
      dropped.count += 1;
      dropped.bytes += upload.bytes;
      continue;
    }
    keep.push(upload.id);
    room -= upload.bytes;
  }
  if (keep.length > 0)
    await tx.update(uploads).set({ ownerId: toUserId }).where(inArray(uploads.id, keep));
  // What did not fit goes with the anonymous user (its uploads cascade).
  await tx.delete(users).where(eq(users.id, anonymousUserId));
  return { events: moved.length, dropped };
}
