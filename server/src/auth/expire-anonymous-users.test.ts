import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sqlRows } from '@partyreel/db/queryable';
import { events, sessions, uploads, users } from '@partyreel/db/schema';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import { insertEvent } from '../../test/factories.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { localFileStorage } from '../uploads/file-storage.ts';
import {
  ANONYMOUS_EXPIRY_CRON,
  ANONYMOUS_USER_LIFETIME_MS,
  anonymousExpiryQueue,
  expireAnonymousUsers,
} from './expire-anonymous-users.ts';

const running = startedForFile(startTestAppWithDataDir);
/** A second queue client on the same database, as another server instance would be. */
let jobs: JobQueue;
beforeAll(async () => {
  jobs = await startJobQueue(running.database.handle, running.app.log, {
    queues: [anonymousExpiryQueue],
  });
});
// Stopped before the app closes (vitest runs afterAll hooks last-registered first).
afterAll(() => jobs.stop());
const db = () => running.database.handle.db;
const DAY_MS = 86_400_000;

type Host = Awaited<ReturnType<typeof anonymousHost>>;

/** A host with an event that uses a photo they uploaded (a real file in the store). */
async function hostWithEvent(host: Host) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
    .png()
    .toBuffer();
  const answer = await uploadFile(running.url, 'image', { bytes, name: 'p.png' }, host.cookie);
  if (answer.status !== 201) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
  const uploadId = String(answer.body.uploadId);
  const [row] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row) throw new Error('no upload row');
  const event = await insertEvent(db(), host.id, { imageUploadId: uploadId });
  return { ...host, eventId: event.id, uploadId, file: join(running.dataDir, 'uploads', row.path) };
}

/** Started `days` ago; and, unless `keepSessions`, every session of theirs over. */
async function age(userId: string, days: number, keepSessions = false) {
  await db()
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(users.id, userId));
  if (!keepSessions)
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, userId));
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const userExists = async (id: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
const eventExists = async (id: string) =>
  (await db().select({ id: events.id }).from(events).where(eq(events.id, id))).length > 0;

describe('the expiry of unclaimed anonymous users', () => {
  it('is scheduled once a day', async () => {
    const rows = sqlRows<{ cron: string }>(
      await db().execute(
        sql`select cron from pgboss.schedule where name = ${anonymousExpiryQueue.name}`,
      ),
    );
    expect(rows).toEqual([{ cron: ANONYMOUS_EXPIRY_CRON }]);
  });

  it('removes an abandoned anonymous user after 30 days with its events, uploads and files; keeps the rest', async () => {
    const abandoned = await hostWithEvent(await anonymousHost(running.url));
    const stillWorking = await hostWithEvent(await anonymousHost(running.url));
    const recent = await hostWithEvent(await anonymousHost(running.url));
    const registered = await hostWithEvent(await registeredHost(running.url));
    await age(abandoned.id, 31);
    await age(stillWorking.id, 31, true);
    await age(recent.id, 29);
    await age(registered.id, 400);
    expect(await exists(abandoned.file)).toBe(true);

    // Through the queue, as the daily schedule sends it; the app's own worker runs it.
    await jobs.insert(anonymousExpiryQueue, [{ data: {} }]);
    await expect.poll(() => userExists(abandoned.id), { timeout: 15_000 }).toBe(false);
    expect(await eventExists(abandoned.eventId)).toBe(false);
    expect(await exists(abandoned.file)).toBe(false);
    const media = await fetch(`${running.url}/media/uploads/${abandoned.file.split('/').at(-1)}`);
    await media.arrayBuffer();
    expect(media.status).toBe(404);

    for (const kept of [stillWorking, recent, registered]) {
      expect(await userExists(kept.id)).toBe(true);
      expect(await eventExists(kept.eventId)).toBe(true);
      expect(await exists(kept.file)).toBe(true);
    }
  });

  it('is safe to run twice at once, and again', async () => {
    const made = [];
    for (let n = 0; n < 3; n++) made.push(await hostWithEvent(await anonymousHost(running.url)));
    for (const host of made) await age(host.id, 40);
    const startedBefore = new Date(Date.now() - ANONYMOUS_USER_LIFETIME_MS);
    const storage = localFileStorage(running.dataDir);
    const runs = await Promise.all([
      expireAnonymousUsers(db(), storage, startedBefore),
      expireAnonymousUsers(db(), storage, startedBefore),
    ]);
    expect(runs[0].users + runs[1].users).toBe(3);
    expect(runs[0].uploads + runs[1].uploads).toBe(3);
    expect(await expireAnonymousUsers(db(), storage, startedBefore)).toEqual({
      users: 0,
      uploads: 0,
    });
    for (const host of made) expect(await exists(host.file)).toBe(false);
  });
});
