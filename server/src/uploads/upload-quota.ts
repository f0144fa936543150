import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { uploads, users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_QUOTA_BYTES, uploadQuotaFor } from './upload-limits.ts';

/** The bytes `ownerId`'s uploads take, used by an event or not. */
export async function storedBytes(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

/** The bytes the uploads of every anonymous user started from the network `createdFrom` take. */
export async function anonymousOriginBytes(db: Queryable, createdFrom: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(and(eq(users.isAnonymous, true), eq(users.createdFrom, createdFrom)));
  return Number(row?.bytes ?? 0);
}

/**
 * Whose storage an upload counts against: the owner's quota, and for an anonymous owner also the
 * budget shared by every anonymous user started from the same network
 * (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export interface StorageScope {
  ownerId: string;
  quota: number;
  origin: { createdFrom: string; budget: number } | null;
}

export async function storageScopeOf(
  db: Queryable,
  owner: { userId: string; isAnonymous: boolean },
): Promise<StorageScope> {
  const scope = { ownerId: owner.userId, quota: uploadQuotaFor(owner), origin: null };
  if (!owner.isAnonymous) return scope;
  const [row] = await db
    .select({ createdFrom: users.createdFrom })
    .from(users)
    .where(eq(users.id, owner.userId));
  // Anonymous users made before the address was recorded have only their own quota.
  if (!row?.createdFrom) return scope;
  return {
    ...scope,
    origin: { createdFrom: row.createdFrom, budget: UPLOAD_QUOTA_BYTES.anonymousPerOrigin },
  };
}

/** The bytes still free in `scope`, and the catalogue text to refuse with when a file will not fit. */
export async function roomLeft(
  db: Queryable,
  scope: StorageScope,
): Promise<{ bytes: number; refusal: string }> {
  const own = scope.quota - (await storedBytes(db, scope.ownerId));
  if (!scope.origin) return { bytes: own, refusal: messages.media.quotaExceeded };
  const shared = scope.origin.budget - (await anonymousOriginBytes(db, scope.origin.createdFrom));
  return shared < own
    ? { bytes: shared, refusal: messages.media.anonymousBudgetExceeded }
    : { bytes: own, refusal: messages.media.quotaExceeded };
}

/**
 * Runs `insert` only if `bytes` more still fit in `scope`, in one transaction that holds a lock on
 * the owner's quota (and first on the network's shared budget, for an anonymous owner): two uploads
 * finishing at once (on one instance or several) are counted one after the other, so together they
 * cannot pass it. The refusal's text when it would not fit, else null.
 */
export async function insertWithinQuota(
  db: Db,
  scope: StorageScope & { bytes: number },
  insert: (tx: Queryable) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (scope.origin) await lock(tx, `upload-origin:${scope.origin.createdFrom}`);
    await lock(tx, `upload-quota:${scope.ownerId}`);
    const room = await roomLeft(tx, scope);
    if (scope.bytes > room.bytes) return room.refusal;
    await insert(tx);
    return null;
  });
}

async function lock(tx: Queryable, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
