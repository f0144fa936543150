import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import { insertUpload } from '../../test/factories.ts';
import { wavFile } from '../../test/fixtures/uploads/media-files.ts';
import { uploadChunked, uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { pngFile, storedFiles, uploadRows } from '../../test/stored-uploads.ts';
import { UPLOAD_QUOTA_BYTES } from './upload-limits.ts';

/** Each host's upload quota: checked before and while streaming, and under concurrent uploads. */
const running = startedForFile(startTestAppWithDataDir);
const db = () => running.database.handle.db;

async function alreadyStored(ownerId: string, bytes: number) {
  await insertUpload(db(), ownerId, 'video', { bytes });
}

describe('the upload quota', () => {
  const overQuota = { error: messages.media.quotaExceeded };

  it('refuses an upload past a host’s quota, before or while streaming, and keeps nothing', async () => {
    const { id, cookie } = await registeredHost(running.url);
    const song = wavFile(2);
    // Room for less than the song: its declared length is refused before the body is read, and
    // without a length the count stops it while streaming.
    await alreadyStored(id, UPLOAD_QUOTA_BYTES.registered - 1000);
    const rowsBefore = await uploadRows(db(), id);
    const before = await storedFiles(running.dataDir);
    const sized = await uploadFile(running.url, 'audio', { bytes: song, name: 's.wav' }, cookie);
    expect(sized).toEqual({ status: 413, body: overQuota });
    const chunked = await uploadChunked(
      running.url,
      'audio',
      { bytes: song, name: 's.wav' },
      cookie,
    );
    expect(chunked).toEqual({ status: 413, body: overQuota });
    expect(await storedFiles(running.dataDir)).toEqual(before);
    expect(await uploadRows(db(), id)).toEqual(rowsBefore);

    // With nothing left at all, even a tiny file is refused.
    await alreadyStored(id, 1000);
    const tiny = await uploadFile(
      running.url,
      'image',
      { bytes: await pngFile(4, 4, false), name: 't.png' },
      cookie,
    );
    expect(tiny).toEqual({ status: 413, body: overQuota });
    expect(await storedFiles(running.dataDir)).toEqual(before);
  });

  it('counts two uploads finishing together one after the other', async () => {
    const { id, cookie } = await registeredHost(running.url);
    const song = wavFile(2);
    // Room for one song and a half: each alone fits, both together do not.
    await alreadyStored(id, UPLOAD_QUOTA_BYTES.registered - Math.floor(song.byteLength * 1.5));
    const before = await storedFiles(running.dataDir);
    const answers = await Promise.all(
      [1, 2].map((n) =>
        uploadFile(running.url, 'audio', { bytes: song, name: `s${n}.wav` }, cookie),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 413]);
    expect(answers.find((a) => a.status === 413)?.body).toEqual(overQuota);
    expect((await storedFiles(running.dataDir)).length).toBe(before.length + 1);
    expect((await uploadRows(db(), id)).length).toBe(2);
  });

  it('gives an anonymous host a smaller quota of their own', async () => {
    const anonymous = await anonymousHost(running.url);
    const registered = await registeredHost(running.url);
    const image = { bytes: await pngFile(10, 10, false), name: 'a.png' };
    for (const host of [anonymous, registered]) {
      await alreadyStored(host.id, UPLOAD_QUOTA_BYTES.anonymous);
    }
    expect(await uploadFile(running.url, 'image', image, anonymous.cookie)).toEqual({
      status: 413,
      body: overQuota,
    });
    expect((await uploadFile(running.url, 'image', image, registered.cookie)).status).toBe(201);
  });
});
