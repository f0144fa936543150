import type { Db } from '@partyreel/db';
import { sessions, uploads, users } from '@partyreel/db/schema';
import { and, asc, eq, gt, inArray, lt, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defineQueue, HOUSEKEEPING_QUEUE_OPTIONS, type JobQueue } from '../jobs/job-queue.ts';
import type { FileStorage } from '../uploads/file-storage.ts';

/**
 * How long an anonymous user nobody claims is kept: 30 days after it was started, and then only
 * once none of its sessions is alive (a session lives 30 days from its last use), so a host still
 * at work keeps their draft (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export const ANONYMOUS_USER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Users removed per transaction: short locks, and a run never holds the database for long. */
const BATCH = 100;

/** The expiry of unclaimed anonymous users; `exclusive`: at most one run across every instance. */
export const anonymousExpiryQueue = defineQueue<Record<string, never>>(
  'anonymous-users-expiry',
  HOUSEKEEPING_QUEUE_OPTIONS,
);

/** Once a day at 03:43 (off the hour, when other schedules tend to run). */
export const ANONYMOUS_EXPIRY_CRON = '43 3 * * *';

/**
 * Removes the anonymous users started before `startedBefore` with no session alive at `now`, with
 * their events (and all that hangs on them) and uploads, in a transaction per batch; each removed
 * upload's file is deleted from the store before the commit (a crash leaves at worst a row without
 * a file, never a file nobody tracks, and the next run goes on). Users are locked with SKIP LOCKED,
 * and the delete asks again, so a user claimed or signed in meanwhile stays. The count removed.
 */
export async function expireAnonymousUsers(
  db: Db,
  storage: FileStorage,
  startedBefore: Date,
  now = new Date(),
): Promise<{ users: number; uploads: number }> {
  const expired = and(
    eq(users.isAnonymous, true),
    lt(users.createdAt, startedBefore),
    notExists(
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, users.id), gt(sessions.expiresAt, now))),
    ),
  );
  const removed = { users: 0, uploads: 0 };
  for (;;) {
    const looked = await db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: users.id })
        .from(users)
        .where(expired)
        .orderBy(asc(users.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return 0;
      const ids = candidates.map((c) => c.id);
      // Read before the delete takes them with it (on delete cascade).
      const files = await tx
        .select({ ownerId: uploads.ownerId, path: uploads.path })
        .from(uploads)
        .where(inArray(uploads.ownerId, ids));
      const gone = await tx
        .delete(users)
        .where(and(inArray(users.id, ids), expired))
        .returning({ id: users.id });
      const goneIds = new Set(gone.map((g) => g.id));
      for (const { ownerId, path } of files) {
        if (!goneIds.has(ownerId)) continue;
        await storage.remove(path);
        removed.uploads += 1;
      }
      removed.users += gone.length;
      return candidates.length;
    });
    if (looked < BATCH) break;
  }
  return removed;
}

/** This instance's worker for the expiry, and the daily schedule (pg-boss sends each once). */
export async function registerAnonymousExpiry(
  jobs: JobQueue,
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.boss.work(
    anonymousExpiryQueue.name,
    { batchSize: 1, pollingIntervalSeconds: 60 },
    async () => {
      const outcome = await expireAnonymousUsers(
        deps.db,
        deps.storage,
        new Date(Date.now() - ANONYMOUS_USER_LIFETIME_MS),
      );
      deps.log.info(outcome, 'unclaimed anonymous users removed');
    },
  );
  await jobs.boss.schedule(anonymousExpiryQueue.name, ANONYMOUS_EXPIRY_CRON, {});
}
