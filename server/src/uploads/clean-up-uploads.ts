import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@partyreel/db';
import { events, uploads } from '@partyreel/db/schema';
import { and, asc, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defineQueue, HOUSEKEEPING_QUEUE_OPTIONS, type JobQueue } from '../jobs/job-queue.ts';
import { isStoragePath } from './file-name.ts';
import type { FileStorage } from './file-storage.ts';
import { UNUSED_UPLOAD_GRACE_MS } from './upload-limits.ts';

/** Rows looked at per transaction: short locks, and a run never holds the database for long. */
const BATCH = 200;
/** Stored paths asked about per query when sweeping the store. */
const PATHS_PER_QUERY = 500;

/**
 * The clean-up of uploads no event uses (docs/architecture.md, Jobs). Scheduled every hour;
 * `exclusive` keeps at most one run queued or active across every instance, and each run is safe to
 * repeat.
 */
export const uploadCleanUpQueue = defineQueue<Record<string, never>>(
  'uploads-clean-up',
  HOUSEKEEPING_QUEUE_OPTIONS,
);

/** At minute 17 of every hour (not on the hour, when other schedules tend to run). */
export const UPLOAD_CLEAN_UP_CRON = '17 * * * *';

export interface CleanUpOutcome {
  /** Upload rows removed with their files. */
  uploads: number;
  /** Stored files with no row, and half-received ones, removed. */
  strayFiles: number;
}

/**
 * Removes the uploads made before `olderThan` that no event uses: the row and the file, in a
 * transaction per batch. Candidates are locked with SKIP LOCKED (an event being saved with one
 * holds a key-share lock on it, so it is skipped), and the delete asks again whether an event uses
 * it, so an event saved between the two keeps its media. The files go before the commit: a crash
 * leaves at worst a row without a file, which the next run removes, never a file nobody tracks.
 * Then sweeps the store (local disk or bucket) for stored files with no row, and the incoming
 * folder for half-received files, older than the same cut-off (a crash between storing and
 * recording, or rows deleted with their owner).
 */
export async function removeUnusedUploads(
  db: Db,
  storage: FileStorage,
  olderThan: Date,
): Promise<CleanUpOutcome> {
  // Used by no event as its image, video or song: one subquery per column, each on its index.
  const notUsed = and(
    notExists(db.select().from(events).where(eq(events.imageUploadId, uploads.id))),
    notExists(db.select().from(events).where(eq(events.videoUploadId, uploads.id))),
    notExists(db.select().from(events).where(eq(events.musicUploadId, uploads.id))),
  );
  let removed = 0;
  for (;;) {
    const { looked, deleted } = await db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(lt(uploads.createdAt, olderThan), notUsed))
        .orderBy(asc(uploads.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return { looked: 0, deleted: 0 };
      const gone = await tx
        .delete(uploads)
        .where(
          and(
            inArray(
              uploads.id,
              candidates.map((c) => c.id),
            ),
            notUsed,
          ),
        )
        .returning({ path: uploads.path });
      for (const { path } of gone) await storage.remove(path);
      return { looked: candidates.length, deleted: gone.length };
    });
    removed += deleted;
    if (looked < BATCH) break;
  }
  return { uploads: removed, strayFiles: await removeStrayFiles(db, storage, olderThan) };
}

async function removeStrayFiles(db: Db, storage: FileStorage, olderThan: Date): Promise<number> {
  let removed = 0;
  const entries = await readdir(storage.incoming, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(storage.incoming, entry.name);
    const old = await stat(file).then(
      (s) => s.mtimeMs < olderThan.getTime(),
      () => false,
    );
    if (old) {
      await rm(file, { force: true });
      removed += 1;
    }
  }

  // Old stored files, asked about a chunk at a time: those with no row go.
  const sweep = async (chunk: string[]) => {
    const known = await db
      .select({ path: uploads.path })
      .from(uploads)
      .where(inArray(uploads.path, chunk));
    const tracked = new Set(known.map((k) => k.path));
    for (const path of chunk) {
      if (tracked.has(path)) continue;
      await storage.remove(path);
      removed += 1;
    }
  };
  let chunk: string[] = [];
  for await (const { path, modifiedAt } of storage.list()) {
    if (!isStoragePath(path) || modifiedAt.getTime() >= olderThan.getTime()) continue;
    chunk.push(path);
    if (chunk.length === PATHS_PER_QUERY) {
      await sweep(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) await sweep(chunk);
  return removed;
}

/**
 * This instance's worker for the clean-up, and the hourly schedule (every instance sets the same
 * one; pg-boss sends each occurrence once).
 */
export async function registerUploadCleanUp(
  jobs: JobQueue,
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
): Promise<void> {
  const { storage } = deps;
  await jobs.boss.work(
    uploadCleanUpQueue.name,
    { batchSize: 1, pollingIntervalSeconds: 60 },
    async () => {
      const outcome = await removeUnusedUploads(
        deps.db,
        storage,
        new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS),
      );
      deps.log.info(outcome, 'unused uploads removed');
    },
  );
  await jobs.boss.schedule(uploadCleanUpQueue.name, UPLOAD_CLEAN_UP_CRON, {});
}
