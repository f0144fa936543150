import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { uploads } from '@partyreel/db/schema';
import { MAX_IMAGE_BYTES } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import { insertUpload } from '../../test/factories.ts';
import {
  elfFile,
  mp4File,
  mp4WithoutHeader,
  svgFile,
  wavFile,
  webmFile,
} from '../../test/fixtures/uploads/media-files.ts';
import { uploadChunked, uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { UPLOAD_QUOTA_BYTES } from './upload-limits.ts';

const running = startedForFile(startTestAppWithDataDir);
const db = () => running.database.handle.db;

async function rowsOf(userId: string) {
  return db().select().from(uploads).where(eq(uploads.ownerId, userId));
}

/** Every file under the uploads folder (the folder of files being received included). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(running.dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function fetchStored(url: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${running.url}${String(url)}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const png = (width: number, height: number, alpha: boolean) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 250, g: 0, b: 170, alpha: 0.5 } : '#fa0',
    },
  })
    .png()
    .toBuffer();

describe('POST /api/uploads', () => {
  it('refuses a caller without a session (401) and stores nothing', async () => {
    const before = await storedFiles();
    const result = await uploadFile(running.url, 'image', {
      bytes: await png(10, 10, false),
      name: 'a.png',
    });
    expect(result).toEqual({ status: 401, body: { error: messages.auth.sessionExpired } });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a write from another origin', async () => {
    const { cookie } = await anonymousHost(running.url);
    const result = await uploadFile(
      running.url,
      'image',
      { bytes: await png(10, 10, false), name: 'a.png' },
      { ...cookie, origin: 'https://evil.example' },
    );
    expect(result.status).toBe(403);
  });

  it('refuses a renamed program claiming to be a JPEG', async () => {
    const { id, cookie } = await anonymousHost(running.url);
    const result = await uploadFile(
      running.url,
      'image',
      { bytes: elfFile(), name: 'photo.jpg', type: 'image/jpeg' },
      cookie,
    );
    expect(result).toEqual({ status: 422, body: { error: messages.media.imageInvalid } });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses SVG, with or without an XML declaration', async () => {
    const { cookie } = await anonymousHost(running.url);
    for (const bytes of [svgFile, Buffer.from(svgFile.toString().replace(/^<\?xml[^>]*>\n/, ''))]) {
      const result = await uploadFile(
        running.url,
        'image',
        { bytes, name: 'logo.svg', type: 'image/svg+xml' },
        cookie,
      );
      expect(result).toEqual({ status: 422, body: { error: messages.media.imageInvalid } });
    }
  });

  it('takes a PNG named .jpg as what it is, re-encodes it and caps its size', async () => {
    const { id, cookie } = await anonymousHost(running.url);
    const original = await png(3000, 100, true);
    const result = await uploadFile(
      running.url,
      'image',
      { bytes: original, name: 'My Holiday (1).jpg', type: 'image/jpeg' },
      cookie,
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ kind: 'image', name: 'MyHoliday1.webp', durationMs: null });

    const { res, bytes } = await fetchStored(result.body.url);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.hasAlpha]).toEqual(['webp', 2048, true]);

    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      id: result.body.uploadId,
      kind: 'image',
      mimeType: 'image/webp',
      bytes: bytes.byteLength,
      width: 2048,
      originalName: 'My Holiday (1).jpg',
    });
  });

  it('turns a photo upright and drops its EXIF, GPS included', async () => {
    const { cookie } = await anonymousHost(running.url);
    const photo = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#09f' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PartyCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // The GPS IFD pointer (tag 0x8825, little-endian) is in what we send.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.orientation).toBe(6);

    const result = await uploadFile(
      running.url,
      'image',
      { bytes: photo, name: 'IMG_0001.JPG' },
      cookie,
    );
    expect(result.status).toBe(201);
    expect(result.body.name).toBe('IMG0001.jpg');
    const { res, bytes } = await fetchStored(result.body.url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('PartyCam'))).toBe(false);
    expect([stored.width, stored.height]).toEqual([30, 60]);
  });

  it('refuses an image over 5 MB while streaming and leaves nothing behind', async () => {
    const { id, cookie } = await anonymousHost(running.url);
    const before = await storedFiles();
    const big = Buffer.concat([await png(10, 10, false), randomBytes(MAX_IMAGE_BYTES)]);
    const sized = await uploadFile(running.url, 'image', { bytes: big, name: 'big.png' }, cookie);
    expect(sized).toEqual({ status: 413, body: { error: messages.media.imageTooLarge } });
    const chunked = await uploadChunked(
      running.url,
      'image',
      { bytes: big, name: 'big.png' },
      cookie,
    );
    expect(chunked).toEqual({ status: 413, body: { error: messages.media.imageTooLarge } });
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses a body declared far over the limit before reading it', async () => {
    const { cookie } = await anonymousHost(running.url);
    // Only the first bytes are ever sent: the answer must come without the rest of the body.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${running.url}/api/uploads?kind=image`, {
        method: 'POST',
        headers: {
          ...cookie,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(MAX_IMAGE_BYTES * 2),
        },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('accepts a short video with the length it declares, in MP4 and WebM', async () => {
    const { id, cookie } = await anonymousHost(running.url);
    const mp4 = await uploadFile(
      running.url,
      'video',
      { bytes: mp4File(5), name: 'clip.mp4' },
      cookie,
    );
    expect(mp4.status).toBe(201);
    expect(mp4.body).toMatchObject({ kind: 'video', durationMs: 5000, name: 'clip.mp4' });
    const webm = await uploadFile(
      running.url,
      'video',
      { bytes: webmFile(7.5), name: 'clip.webm' },
      cookie,
    );
    expect(webm.body).toMatchObject({ kind: 'video', durationMs: 7500, name: 'clip.webm' });
    const mov = await uploadFile(
      running.url,
      'video',
      { bytes: mp4File(3, 'qt  '), name: 'clip.MOV' },
      cookie,
    );
    expect(mov.body).toMatchObject({ kind: 'video', durationMs: 3000, name: 'clip.mov' });
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.mimeType, r.durationMs]).sort()).toEqual([
      ['video/mp4', 5000],
      ['video/quicktime', 3000],
      ['video/webm', 7500],
    ]);

    const { res, bytes } = await fetchStored(mp4.body.url, { range: 'bytes=0-7' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 0-7/${mp4File(5).byteLength}`);
    expect(bytes).toEqual(mp4File(5).subarray(0, 8));
  });

  it('refuses a 20-second video and one whose length cannot be read', async () => {
    const { id, cookie } = await anonymousHost(running.url);
    const long = await uploadFile(
      running.url,
      'video',
      { bytes: mp4File(20), name: 'long.mp4' },
      cookie,
    );
    expect(long).toEqual({ status: 422, body: { error: messages.media.videoTooLong } });
    const longWebm = await uploadFile(
      running.url,
      'video',
      { bytes: webmFile(15.5), name: 'l.webm' },
      cookie,
    );
    expect(longWebm).toEqual({ status: 422, body: { error: messages.media.videoTooLong } });
    const unreadable = await uploadFile(
      running.url,
      'video',
      { bytes: mp4WithoutHeader(), name: 'broken.mp4' },
      cookie,
    );
    expect(unreadable).toEqual({ status: 422, body: { error: messages.media.videoMetadata } });
    const notVideo = await uploadFile(
      running.url,
      'video',
      { bytes: wavFile(1), name: 'x.mp4' },
      cookie,
    );
    expect(notVideo).toEqual({ status: 422, body: { error: messages.media.videoInvalid } });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('accepts a song with its length, and refuses a video sent as a song', async () => {
    const { cookie } = await anonymousHost(running.url);
    const song = await uploadFile(
      running.url,
      'audio',
      { bytes: wavFile(2), name: 'our song.wav' },
      cookie,
    );
    expect(song.status).toBe(201);
    expect(song.body).toMatchObject({ kind: 'audio', durationMs: 2000, name: 'oursong.wav' });
    const { res } = await fetchStored(song.body.url);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const video = await uploadFile(
      running.url,
      'audio',
      { bytes: mp4File(2), name: 'a.m4a' },
      cookie,
    );
    expect(video).toEqual({ status: 422, body: { error: messages.media.audioInvalid } });
  });

  it('names a new upload by its own id: no user id in its address, and it is served', async () => {
    const anonymous = await anonymousHost(running.url);
    const registered = await registeredHost(running.url);
    const image = { bytes: await png(20, 20, false), name: 'party.png' };
    for (const host of [anonymous, registered]) {
      const answer = await uploadFile(running.url, 'image', image, host.cookie);
      expect(answer.status).toBe(201);
      const url = String(answer.body.url);
      expect(url).toBe(`/media/uploads/${answer.body.uploadId}.jpg`);
      expect(url).not.toContain(host.id);
      expect(answer.body.name).toBe('party.jpg');

      const [row] = await rowsOf(host.id);
      expect(row?.path).toBe(`${answer.body.uploadId}.jpg`);
      const onDisk = await readFile(join(running.dataDir, 'uploads', row?.path ?? ''));
      expect(onDisk.byteLength).toBe(row?.bytes);
      const { res, bytes } = await fetchStored(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('content-disposition')).toBe('inline; filename="party.jpg"');
      expect(bytes).toEqual(onDisk);
    }
  });

  it('keeps serving files stored under the paths used before uploads were named by id', async () => {
    const host = await registeredHost(running.url);
    const jpeg = await sharp(await png(8, 8, false))
      .jpeg()
      .toBuffer();
    for (const path of [
      `events/${host.id}/1700000000000a1b2c3d4e5f6_old.jpg`,
      'public/1700000000001a1b2c3d4e5f6_old.jpg',
    ]) {
      await mkdir(join(running.dataDir, 'uploads', path, '..'), { recursive: true });
      await writeFile(join(running.dataDir, 'uploads', path), jpeg);
      await db().insert(uploads).values({
        ownerId: host.id,
        path,
        kind: 'image',
        mimeType: 'image/jpeg',
        bytes: jpeg.byteLength,
        originalName: 'old.jpg',
      });
      const { res, bytes } = await fetchStored(uploadUrl(path));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-disposition')).toBe('inline; filename="old.jpg"');
      expect(bytes).toEqual(jpeg);
    }
  });

  it('refuses an unknown kind or a request without a file', async () => {
    const { cookie } = await anonymousHost(running.url);
    const kind = await uploadFile(running.url, 'pdf', { bytes: elfFile(), name: 'a.pdf' }, cookie);
    expect(kind.status).toBe(400);
    const res = await fetch(`${running.url}/api/uploads?kind=image`, {
      method: 'POST',
      headers: { ...cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});

/** Makes `ownerId` already hold `bytes` of uploads (a row without a file: only its size counts). */
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
    const rowsBefore = await rowsOf(id);
    const before = await storedFiles();
    const sized = await uploadFile(running.url, 'audio', { bytes: song, name: 's.wav' }, cookie);
    expect(sized).toEqual({ status: 413, body: overQuota });
    const chunked = await uploadChunked(
      running.url,
      'audio',
      { bytes: song, name: 's.wav' },
      cookie,
    );
    expect(chunked).toEqual({ status: 413, body: overQuota });
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(id)).toEqual(rowsBefore);

    // With nothing left at all, even a tiny file is refused.
    await alreadyStored(id, 1000);
    const tiny = await uploadFile(
      running.url,
      'image',
      { bytes: await png(4, 4, false), name: 't.png' },
      cookie,
    );
    expect(tiny).toEqual({ status: 413, body: overQuota });
    expect(await storedFiles()).toEqual(before);
  });

  it('counts two uploads finishing together one after the other', async () => {
    const { id, cookie } = await registeredHost(running.url);
    const song = wavFile(2);
    // Room for one song and a half: each alone fits, both together do not.
    await alreadyStored(id, UPLOAD_QUOTA_BYTES.registered - Math.floor(song.byteLength * 1.5));
    const before = await storedFiles();
    const answers = await Promise.all(
      [1, 2].map((n) =>
        uploadFile(running.url, 'audio', { bytes: song, name: `s${n}.wav` }, cookie),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 413]);
    expect(answers.find((a) => a.status === 413)?.body).toEqual(overQuota);
    expect((await storedFiles()).length).toBe(before.length + 1);
    expect((await rowsOf(id)).length).toBe(2);
  });

  it('gives an anonymous host a smaller quota of their own', async () => {
    const anonymous = await anonymousHost(running.url);
    const registered = await registeredHost(running.url);
    const image = { bytes: await png(10, 10, false), name: 'a.png' };
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

/** A GET with the path exactly as written (fetch would tidy away '..'). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${running.url}${path}`, { method: 'GET', path }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /media/uploads/*', () => {
  it('serves nothing outside the stored uploads, however the path is spelled', async () => {
    // A file in the data folder next to the uploads, and one in the uploads folder with no row.
    await writeFile(join(running.dataDir, 'secret.txt'), 'secret');
    await mkdir(join(running.dataDir, 'uploads', 'public'), { recursive: true });
    await writeFile(join(running.dataDir, 'uploads', 'public', '1_stray.txt'), 'stray');
    for (const path of [
      '/media/uploads/..%2fsecret.txt',
      '/media/uploads/public/..%2f..%2fsecret.txt',
      '/media/uploads/public/%2e%2e/%2e%2e/secret.txt',
      '/media/uploads/public/..%5c..%5csecret.txt',
      '/media/uploads/../secret.txt',
      '/media/uploads/%2e%2e%2fsecret.txt',
      '/media/uploads/public/1_stray.txt',
      '/media/uploads/',
    ]) {
      const res = await rawGet(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('secret');
    }
    // A malformed escape is refused by the router itself.
    expect((await rawGet('/media/uploads/public/%E0%A4%A')).status).toBe(400);
  });

  it('sends safe headers and answers an impossible range with 416', async () => {
    const { cookie } = await anonymousHost(running.url);
    const song = await uploadFile(
      running.url,
      'audio',
      { bytes: wavFile(1), name: 's.wav' },
      cookie,
    );
    const { res } = await fetchStored(song.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('content-disposition')).toBe('inline; filename="s.wav"');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const past = await fetchStored(song.body.url, { range: 'bytes=99999999-' });
    expect(past.res.status).toBe(416);
  });
});
