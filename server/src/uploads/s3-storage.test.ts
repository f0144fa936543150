import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { uploads } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { newEventInput } from '../../test/factories.ts';
import { wavFile } from '../../test/fixtures/uploads/media-files.ts';
import { startS3StandIn } from '../../test/fixtures/uploads/s3-stand-in.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { registeredHost } from '../../test/hosts.ts';
import { removeUnusedUploads } from './clean-up-uploads.ts';
import { type FileStorage, localFileStorage } from './file-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

let dataDir: string;
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'partyreel-s3-'));
  s3 = await startS3StandIn();
  running = await startTestApp({ dataDir, storage: { kind: 's3', ...s3.config } });
});
afterAll(async () => {
  await running?.close();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});
const db = () => running.database.handle.db;

/** The keys in the bucket, looked at with the SDK, not through the app. */
async function bucketKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

async function bucketObject(key: string): Promise<Buffer> {
  const got = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
  return Buffer.from((await got.Body?.transformToByteArray()) ?? []);
}

/** Every file under DATA_DIR/uploads, the incoming folder included. */
async function localFiles(): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

const jpegSource = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#fa0' } })
    .png()
    .toBuffer();

async function upload(
  host: Awaited<ReturnType<typeof registeredHost>>,
  kind: string,
  file: {
    bytes: Uint8Array;
    name: string;
    type?: string;
  },
) {
  return uploadFile(running.url, kind, file, { cookie: host.browser.cookieHeader() });
}

async function pathOf(uploadId: unknown) {
  const [row] = await db()
    .select()
    .from(uploads)
    .where(eq(uploads.id, String(uploadId)));
  if (!row) throw new Error('no upload row');
  return row;
}

describe('uploads in an S3 bucket (s3rver)', () => {
  it('stores a checked, re-encoded image in the bucket, not on local disk', async () => {
    const host = await registeredHost(running.url);
    const answer = await upload(host, 'image', {
      bytes: await jpegSource(),
      name: 'Party.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(201);
    const row = await pathOf(answer.body.uploadId);
    expect(row.mimeType).toBe('image/jpeg');
    expect(await bucketKeys()).toContain(row.path);
    const stored = await bucketObject(row.path);
    expect(stored.byteLength).toBe(row.bytes);
    // Re-encoded on the way: a JPEG of the same picture, not the PNG that was sent.
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect(await localFiles()).toEqual([]);
  });

  it('serves it back through the app: whole, and a byte range, with its type and nosniff', async () => {
    const host = await registeredHost(running.url);
    const answer = await upload(host, 'image', { bytes: await jpegSource(), name: 'a.png' });
    const row = await pathOf(answer.body.uploadId);
    const stored = await bucketObject(row.path);

    const whole = await fetch(`${running.url}${String(answer.body.url)}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(stored);

    const res = await fetch(`${running.url}${String(answer.body.url)}`, {
      headers: { range: 'bytes=2-101' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-range')).toBe(`bytes 2-101/${stored.byteLength}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(stored.subarray(2, 102));

    const past = await fetch(`${running.url}${String(answer.body.url)}`, {
      headers: { range: `bytes=${stored.byteLength + 10}-` },
    });
    expect(past.status).toBe(416);
    await past.arrayBuffer();
  });

  it('streams a song to the bucket as it was received (no re-encoding) and serves its ranges', async () => {
    const host = await registeredHost(running.url);
    const song = wavFile(2);
    const answer = await upload(host, 'audio', { bytes: song, name: 'song.wav' });
    expect(answer.status).toBe(201);
    const row = await pathOf(answer.body.uploadId);
    expect(await bucketObject(row.path)).toEqual(song);
    const res = await fetch(`${running.url}${String(answer.body.url)}`, {
      headers: { range: 'bytes=0-11' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe(row.mimeType);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(song.subarray(0, 12));
    expect(await localFiles()).toEqual([]);
  });

  it('refuses a text file named .jpg with the usual message, leaving nothing in the bucket', async () => {
    const host = await registeredHost(running.url);
    const before = await bucketKeys();
    const answer = await upload(host, 'image', {
      bytes: Buffer.from('Not a picture at all, only words.\n'.repeat(20)),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(answer).toEqual({ status: 422, body: { error: messages.media.imageInvalid } });
    expect(await db().select().from(uploads).where(eq(uploads.ownerId, host.id))).toEqual([]);
    expect(await bucketKeys()).toEqual(before);
    expect(await localFiles()).toEqual([]);
  });

  it('has the clean-up remove unused uploads and stray objects from the bucket, and nothing else', async () => {
    const host = await registeredHost(running.url);
    const used = await upload(host, 'image', { bytes: await jpegSource(), name: 'used.png' });
    const unused = await upload(host, 'image', { bytes: await jpegSource(), name: 'unused.png' });
    await host.client.events.create.mutate(
      newEventInput({ imageUploadId: String(used.body.uploadId) }),
    );
    const usedRow = await pathOf(used.body.uploadId);
    const unusedRow = await pathOf(unused.body.uploadId);
    // An object with no row (a crash between storing and recording), and one that is not ours.
    const stray = `${randomUUID()}.jpg`;
    for (const Key of [stray, 'README.txt']) {
      await s3.client.send(
        new PutObjectCommand({ Bucket: s3.config.bucket, Key, Body: Buffer.from('x') }),
      );
    }
    expect((await fetch(`${running.url}${String(unused.body.url)}`)).status).toBe(200);

    // A cut-off in the future: everything is old enough to go if nothing uses it.
    const storage = await s3FileStorage(s3.config, join(dataDir, 'uploads', '.incoming'));
    try {
      const outcome = await removeUnusedUploads(db(), storage, new Date(Date.now() + 60_000));
      expect(outcome.strayFiles).toBe(1);
      expect(outcome.uploads).toBeGreaterThanOrEqual(1);
    } finally {
      storage.close();
    }
    const keys = await bucketKeys();
    expect(keys).toContain(usedRow.path);
    expect(keys).toContain('README.txt');
    expect(keys).not.toContain(unusedRow.path);
    expect(keys).not.toContain(stray);
    expect((await fetch(`${running.url}${String(unused.body.url)}`)).status).toBe(404);
    expect((await fetch(`${running.url}${String(used.body.url)}`)).status).toBe(200);
  });
});

describe.each([
  ['local disk', async () => localFileStorage(dataDir)],
  ['an S3 bucket', async () => s3FileStorage(s3.config, join(dataDir, 'uploads', '.incoming'))],
])('FileStorage on %s', (_name, make: () => Promise<FileStorage>) => {
  it('puts, measures, reads a range, lists and removes', async () => {
    const storage = await make();
    try {
      const path = `${randomUUID()}.bin`;
      const bytes = Buffer.from('0123456789abcdef');
      expect(await storage.size(path)).toBeNull();
      expect(await storage.read(path)).toBeNull();
      expect(await storage.put(path, { bytes }, 'application/octet-stream')).toBe(16);
      expect(await storage.size(path)).toBe(16);
      const read = async (range?: { start: number; end: number }) => {
        const stream = await storage.read(path, range);
        if (!stream) throw new Error('nothing stored');
        return Buffer.concat(await stream.toArray()).toString();
      };
      expect(await read()).toBe('0123456789abcdef');
      expect(await read({ start: 3, end: 6 })).toBe('3456');
      const listed = [];
      for await (const file of storage.list()) listed.push(file.path);
      expect(listed).toContain(path);
      await storage.remove(path);
      await storage.remove(path);
      expect(await storage.size(path)).toBeNull();
    } finally {
      storage.close();
    }
  });
});
