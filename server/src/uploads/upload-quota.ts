import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { uploads } from '@partyreel/db/schema';
import { eq, sql } from 'drizzle-orm';

/** The bytes `ownerId`'s uploads take, used by an event or not. */
export async function storedBytes(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

/**
 * Runs `insert` only if `bytes` more still fit in `ownerId`'s quota, in one transaction that holds
 * a lock on the owner's quota: two uploads finishing at once (on one instance or several) are
 * counted one after the other, so together they cannot pass it. False when it would not fit.
 */
export async function insertWithinQuota(
  db: Db,
  scope: { ownerId: string; quota: number; bytes: number },
  insert: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${scope.ownerId}`}, 0))`,
    );
    if ((await storedBytes(tx, scope.ownerId)) + scope.bytes > scope.quota) return false;
    await insert(tx);
    return true;
  });
}
