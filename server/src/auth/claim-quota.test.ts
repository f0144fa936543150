import { events, uploads, users } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertEvent, insertUpload } from '../../test/factories.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { UPLOAD_QUOTA_BYTES } from '../uploads/upload-limits.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** An upload row of `bytes` owned by `ownerId`, made `minutesAgo` (only its size counts). */
const stored = (ownerId: string, bytes: number, minutesAgo = 0) =>
  insertUpload(db(), ownerId, 'video', {
    bytes,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });

const ownersOf = async (ids: string[]) =>
  Promise.all(
    ids.map(async (id) => {
      const [row] = await db()
        .select({ ownerId: uploads.ownerId })
        .from(uploads)
        .where(eq(uploads.id, id));
      return row?.ownerId ?? null;
    }),
  );

describe('claiming an anonymous session into an account with little room', () => {
  it('signs in and moves every event, but only the uploads that fit: used ones first, the rest dropped', async () => {
    const owner = await registeredHost(running.url);
    await stored(owner.id, UPLOAD_QUOTA_BYTES.registered - 3000);

    const visitor = await anonymousHost(running.url);
    const unused = await stored(visitor.id, 1000, 30);
    const photo = await stored(visitor.id, 2000, 20);
    const video = await stored(visitor.id, 2000, 10);
    const event = await insertEvent(db(), visitor.id, {
      imageUploadId: photo.id,
      videoUploadId: video.id,
    });

    const me = await visitor.client.auth.login.mutate({
      email: owner.account.email,
      password: owner.account.password,
    });
    expect(me?.id).toBe(owner.id);
    // The answer says what was not kept, so the host is told (docs/product.md, storage).
    expect(me?.droppedUploads).toEqual({ count: 1, bytes: 2000 });
    // The photo (older) fits, the video does not, the unused file fills what is left.
    expect(await ownersOf([photo.id, video.id, unused.id])).toEqual([owner.id, null, owner.id]);
    const [moved] = await db().select().from(events).where(eq(events.id, event.id));
    expect(moved).toMatchObject({ userId: owner.id, imageUploadId: photo.id, videoUploadId: null });
    expect(await db().select().from(users).where(eq(users.id, visitor.id))).toEqual([]);
    // The account stays within its quota.
    const total = await db()
      .select({ bytes: uploads.bytes })
      .from(uploads)
      .where(eq(uploads.ownerId, owner.id));
    expect(total.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(
      UPLOAD_QUOTA_BYTES.registered,
    );
  });

  it('moves everything when it fits', async () => {
    const owner = await registeredHost(running.url);
    const visitor = await anonymousHost(running.url);
    const photo = await stored(visitor.id, 5000);
    const spare = await stored(visitor.id, 5000);
    await insertEvent(db(), visitor.id, { imageUploadId: photo.id });
    const me = await visitor.client.auth.login.mutate({
      email: owner.account.email,
      password: owner.account.password,
    });
    expect(await ownersOf([photo.id, spare.id])).toEqual([owner.id, owner.id]);
    // Nothing dropped, nothing to tell.
    expect(me).not.toHaveProperty('droppedUploads');
  });
});
