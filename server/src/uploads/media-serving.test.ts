import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { uploads } from '@partyreel/db/schema';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import { wavFile } from '../../test/fixtures/uploads/media-files.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { fetchStored, pngFile, uploadRows } from '../../test/stored-uploads.ts';

/** GET /media/uploads/*: uploads served by their id (and older paths), nothing else, safely. */
const running = startedForFile(startTestAppWithDataDir);
const db = () => running.database.handle.db;

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
  it('names a new upload by its own id: no user id in its address, and it is served', async () => {
    const anonymous = await anonymousHost(running.url);
    const registered = await registeredHost(running.url);
    const image = { bytes: await pngFile(20, 20, false), name: 'party.png' };
    for (const host of [anonymous, registered]) {
      const answer = await uploadFile(running.url, 'image', image, host.cookie);
      expect(answer.status).toBe(201);
      const url = String(answer.body.url);
      expect(url).toBe(`/media/uploads/${answer.body.uploadId}.jpg`);
      expect(url).not.toContain(host.id);
      expect(answer.body.name).toBe('party.jpg');

      const [row] = await uploadRows(db(), host.id);
      expect(row?.path).toBe(`${answer.body.uploadId}.jpg`);
      const onDisk = await readFile(join(running.dataDir, 'uploads', row?.path ?? ''));
      expect(onDisk.byteLength).toBe(row?.bytes);
      const { res, bytes } = await fetchStored(running.url, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('content-disposition')).toBe('inline; filename="party.jpg"');
      expect(bytes).toEqual(onDisk);
    }
  });

  it('keeps serving files stored under the paths used before uploads were named by id', async () => {
    const host = await registeredHost(running.url);
    const jpeg = await sharp(await pngFile(8, 8, false))
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
      const { res, bytes } = await fetchStored(running.url, uploadUrl(path));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-disposition')).toBe('inline; filename="old.jpg"');
      expect(bytes).toEqual(jpeg);
    }
  });

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
    const { res } = await fetchStored(running.url, song.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('content-disposition')).toBe('inline; filename="s.wav"');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const past = await fetchStored(running.url, song.body.url, { range: 'bytes=99999999-' });
    expect(past.res.status).toBe(416);
  });
});
