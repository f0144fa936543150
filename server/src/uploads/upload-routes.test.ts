import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { MAX_IMAGE_BYTES } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import {
  elfFile,
  mp4File,
  mp4WithoutHeader,
  svgFile,
  wavFile,
  webmFile,
} from '../../test/fixtures/uploads/media-files.ts';
import { uploadChunked, uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { anonymousHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { fetchStored, pngFile, storedFiles, uploadRows } from '../../test/stored-uploads.ts';

/** POST /api/uploads: who may upload, and what is refused, re-encoded or measured. */
const running = startedForFile(startTestAppWithDataDir);
const db = () => running.database.handle.db;

describe('POST /api/uploads', () => {
  it('refuses a caller without a session (401) and stores nothing', async () => {
    const before = await storedFiles(running.dataDir);
    const result = await uploadFile(running.url, 'image', {
      bytes: await pngFile(10, 10, false),
      name: 'a.png',
    });
    expect(result).toEqual({ status: 401, body: { error: messages.auth.sessionExpired } });
    expect(await storedFiles(running.dataDir)).toEqual(before);
  });

  it('refuses a write from another origin', async () => {
    const { cookie } = await anonymousHost(running.url);
    const result = await uploadFile(
      running.url,
      'image',
      { bytes: await pngFile(10, 10, false), name: 'a.png' },
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
    expect(await uploadRows(db(), id)).toEqual([]);
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
    const original = await pngFile(3000, 100, true);
    const result = await uploadFile(
      running.url,
      'image',
      { bytes: original, name: 'My Holiday (1).jpg', type: 'image/jpeg' },
      cookie,
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ kind: 'image', name: 'MyHoliday1.webp', durationMs: null });

    const { res, bytes } = await fetchStored(running.url, result.body.url);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.hasAlpha]).toEqual(['webp', 2048, true]);

    const [row] = await uploadRows(db(), id);
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
    const { res, bytes } = await fetchStored(running.url, result.body.url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('PartyCam'))).toBe(false);
    expect([stored.width, stored.height]).toEqual([30, 60]);
  });

  it('refuses an image over 5 MB while streaming and leaves nothing behind', async () => {
    const { id, cookie } = await anonymousHost(running.url);
    const before = await storedFiles(running.dataDir);
    const big = Buffer.concat([await pngFile(10, 10, false), randomBytes(MAX_IMAGE_BYTES)]);
    const sized = await uploadFile(running.url, 'image', { bytes: big, name: 'big.png' }, cookie);
    expect(sized).toEqual({ status: 413, body: { error: messages.media.imageTooLarge } });
    const chunked = await uploadChunked(
      running.url,
      'image',
      { bytes: big, name: 'big.png' },
      cookie,
    );
    expect(chunked).toEqual({ status: 413, body: { error: messages.media.imageTooLarge } });
    expect(await storedFiles(running.dataDir)).toEqual(before);
    expect(await uploadRows(db(), id)).toEqual([]);
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
    const rows = await uploadRows(db(), id);
    expect(rows.map((r) => [r.mimeType, r.durationMs]).sort()).toEqual([
      ['video/mp4', 5000],
      ['video/quicktime', 3000],
      ['video/webm', 7500],
    ]);

    const { res, bytes } = await fetchStored(running.url, mp4.body.url, { range: 'bytes=0-7' });
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
    expect(await uploadRows(db(), id)).toEqual([]);
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
    const { res } = await fetchStored(running.url, song.body.url);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const video = await uploadFile(
      running.url,
      'audio',
      { bytes: mp4File(2), name: 'a.m4a' },
      cookie,
    );
    expect(video).toEqual({ status: 422, body: { error: messages.media.audioInvalid } });
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
