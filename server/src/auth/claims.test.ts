import { events, uploads } from '@partyreel/db/schema';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { insertUpload, newAccount, newEventInput } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { anonymousHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

async function ownerOfUpload(id: string) {
  const [row] = await db()
    .select({ ownerId: uploads.ownerId })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row?.ownerId;
}

/** A visitor who made an event with their own photo, video and song. */
async function anonymousEventWithMedia() {
  const visitor = await anonymousHost(running.url);
  const image = await insertUpload(db(), visitor.id, 'image');
  const video = await insertUpload(db(), visitor.id, 'video');
  const song = await insertUpload(db(), visitor.id, 'audio');
  const { eventId } = await visitor.client.events.create.mutate(
    newEventInput({
      imageUploadId: image.id,
      videoUploadId: video.id,
      music: { id: 'own-song', name: 'Our song', uploadId: song.id },
    }),
  );
  return { visitor, eventId, image, video, song };
}

describe('claiming an anonymous session’s events', () => {
  it('signing in to an existing account moves the events with their uploads, which stay on the event', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const { visitor, eventId, image, video, song } = await anonymousEventWithMedia();
    const otherVisitor = await anonymousHost(running.url);
    const otherUpload = await insertUpload(db(), otherVisitor.id, 'image');

    const me = await visitor.client.auth.login.mutate({
      email: account.email,
      password: account.password,
    });
    if (!me) throw new Error('not signed in');

    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({
      userId: me.id,
      imageUploadId: image.id,
      videoUploadId: video.id,
      musicUploadId: song.id,
    });
    for (const upload of [image, video, song]) expect(await ownerOfUpload(upload.id)).toBe(me.id);
    // Only the caller's own anonymous session is claimed.
    expect(await ownerOfUpload(otherUpload.id)).toBe(otherVisitor.id);

    const view = await visitor.client.events.byId.query({ eventId });
    expect(view.image?.url).toBe(uploadUrl(image.path));
    expect(view.video?.url).toBe(uploadUrl(video.path));
    expect(view.music).toMatchObject({ uploadId: song.id, url: uploadUrl(song.path) });
    // The uploads are the account's now: it can use them on its next event.
    const next = await visitor.client.events.create.mutate(
      newEventInput({ imageUploadId: image.id }),
    );
    expect((await visitor.client.events.byId.query(next)).image?.uploadId).toBe(image.id);
  });

  it('registering from the anonymous session keeps the same user, its events and its uploads', async () => {
    const { visitor, eventId, image } = await anonymousEventWithMedia();
    const me = await visitor.client.auth.register.mutate(newAccount());
    expect(me?.id).toBe(visitor.id);
    expect((await visitor.client.events.list.query()).map((e) => e.id)).toEqual([eventId]);
    expect((await visitor.client.events.byId.query({ eventId })).image?.uploadId).toBe(image.id);
  });

  it('the anonymous session is gone afterwards: its old cookie reaches nothing', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const { visitor, eventId } = await anonymousEventWithMedia();
    const oldCookie = visitor.browser.cookieHeader();
    await visitor.client.auth.login.mutate({ email: account.email, password: account.password });

    const replay = browserClient(running.url);
    const [name = '', value = ''] = oldCookie.split('=');
    replay.jar.set(name, value);
    const error = await failure(replay.client.events.byId.query({ eventId }));
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});
