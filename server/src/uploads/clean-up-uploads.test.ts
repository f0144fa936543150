import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sqlRows } from '@partyreel/db/queryable';
import { uploads } from '@partyreel/db/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import { newEventInput } from '../../test/factories.ts';
import { wavFile } from '../../test/fixtures/uploads/media-files.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import {
  removeUnusedUploads,
  UPLOAD_CLEAN_UP_CRON,
  uploadCleanUpQueue,
} from './clean-up-uploads.ts';
import { localFileStorage } from './file-storage.ts';
import { UNUSED_UPLOAD_GRACE_MS } from './upload-limits.ts';

const running = startedForFile(startTestAppWithDataDir);
/** A second queue client on the same database, as another server instance would be. */
let jobs: JobQueue;
beforeAll(async () => {
  jobs = await startJobQueue(running.database.handle, running.app.log, {
    queues: [uploadCleanUpQueue],
  });
});
// Stopped before the app closes (vitest runs afterAll hooks last-registered first).
afterAll(() => jobs.stop());
const db = () => running.database.handle.db;
const storage = () => localFileStorage(running.dataDir);

const TWO_DAYS_MS = 2 * 86_400_000;
const twoDaysAgo = () => new Date(Date.now() - TWO_DAYS_MS);

type Host = Awaited<ReturnType<typeof registeredHost>>;

async function upload(host: Host, kind: 'image' | 'audio', n: number) {
  const bytes =
    kind === 'image'
      ? await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
          .png()
          .toBuffer()
      : wavFile(1);
  const answer = await uploadFile(
    running.url,
    kind,
    { bytes, name: `f${n}.${kind === 'image' ? 'png' : 'wav'}` },
    { cookie: host.browser.cookieHeader() },
  );
  if (answer.status !== 201) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
  const [row] = await db()
    .select()
    .from(uploads)
    .where(eq(uploads.id, String(answer.body.uploadId)));
  if (!row) throw new Error('no row');
  return {
    id: row.id,
    url: String(answer.body.url),
    file: join(running.dataDir, 'uploads', row.path),
  };
}

/** Makes uploads look as if they were made two days ago. */
async function age(ids: string[]) {
  await db().update(uploads).set({ createdAt: twoDaysAgo() }).where(inArray(uploads.id, ids));
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const rowExists = async (id: string) =>
  (await db().select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))).length > 0;
const status = async (url: string) => {
  const res = await fetch(`${running.url}${url}`);
  await res.arrayBuffer();
  return res.status;
};

describe('the clean-up of unused uploads', () => {
  it('is scheduled every hour', async () => {
    const rows = sqlRows<{ cron: string }>(
      await db().execute(
        sql`select cron from pgboss.schedule where name = ${uploadCleanUpQueue.name}`,
      ),
    );
    expect(rows).toEqual([{ cron: UPLOAD_CLEAN_UP_CRON }]);
  });

  it('removes an old upload no event uses (row, file, address) and keeps used and fresh ones', async () => {
    const host = await registeredHost(running.url);
    const oldUnused = await upload(host, 'image', 1);
    const oldImage = await upload(host, 'image', 2);
    const oldSong = await upload(host, 'audio', 3);
    const fresh = await upload(host, 'image', 4);
    await host.client.events.create.mutate(
      newEventInput({
        imageUploadId: oldImage.id,
        music: { id: 'own', name: 'Our song', uploadId: oldSong.id },
      }),
    );
    await age([oldUnused.id, oldImage.id, oldSong.id]);
    expect(await status(oldUnused.url)).toBe(200);

    // Through the queue, as the hourly schedule sends it; the app's own worker runs it.
    await jobs.insert(uploadCleanUpQueue, [{ data: {} }]);
    await expect.poll(() => rowExists(oldUnused.id), { timeout: 15_000 }).toBe(false);
    expect(await exists(oldUnused.file)).toBe(false);
    expect(await status(oldUnused.url)).toBe(404);

    for (const kept of [oldImage, oldSong, fresh]) {
      expect(await rowExists(kept.id)).toBe(true);
      expect(await exists(kept.file)).toBe(true);
      expect(await status(kept.url)).toBe(200);
    }
  });

  it('is safe to run twice at once, and again', async () => {
    const host = await registeredHost(running.url);
    const made = [];
    for (let n = 0; n < 5; n++) made.push(await upload(host, 'image', n));
    await age(made.map((m) => m.id));
    const olderThan = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS);
    const runs = await Promise.all([
      removeUnusedUploads(db(), storage(), olderThan),
      removeUnusedUploads(db(), storage(), olderThan),
    ]);
    expect(runs[0].uploads + runs[1].uploads).toBe(5);
    expect(await removeUnusedUploads(db(), storage(), olderThan)).toEqual({
      uploads: 0,
      strayFiles: 0,
    });
    for (const m of made) {
      expect(await rowExists(m.id)).toBe(false);
      expect(await exists(m.file)).toBe(false);
    }
  });

  it('removes old files with no row and old half-received files, and keeps fresh ones', async () => {
    const root = join(running.dataDir, 'uploads');
    const incoming = join(root, '.incoming');
    await mkdir(incoming, { recursive: true });
    const oldStray = join(root, `${randomUUID()}.jpg`);
    const freshStray = join(root, `${randomUUID()}.jpg`);
    const oldIncoming = join(incoming, randomUUID());
    const freshIncoming = join(incoming, randomUUID());
    const notOurs = join(root, 'README.txt');
    for (const file of [oldStray, freshStray, oldIncoming, freshIncoming, notOurs]) {
      await writeFile(file, 'x');
    }
    const past = twoDaysAgo();
    for (const file of [oldStray, oldIncoming, notOurs]) await utimes(file, past, past);

    const outcome = await removeUnusedUploads(
      db(),
      storage(),
      new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS),
    );
    expect(outcome.strayFiles).toBe(2);
    expect(await exists(oldStray)).toBe(false);
    expect(await exists(oldIncoming)).toBe(false);
    for (const kept of [freshStray, freshIncoming, notOurs]) expect(await exists(kept)).toBe(true);
    // The stored files of live rows are untouched.
    const left = await readdir(root);
    expect(left.length).toBeGreaterThan(0);
  });
});
