import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@partyreel/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { webmFile } from '../../test/fixtures/uploads/media-files.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { readWebmDurationMs } from './webm-duration.ts';

/** An EBML element: its ID bytes, a size (8-byte vint, or "unknown"), then its payload. */
function element(id: number[], payload: Buffer, unknownSize = false): Buffer {
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff, 1);
  else size.writeBigUInt64BE(BigInt(payload.byteLength));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, payload]);
}

/**
 * A WebM as live recorders write it (Chromium's MediaRecorder with a timeslice): unknown-size
 * Segment and Clusters, Info without Duration, one 25 fps track of blocks spanning `seconds`.
 */
function liveWebm(seconds: number): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const scale = Buffer.alloc(3);
  scale.writeUIntBE(1_000_000, 0, 3);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([element([0x2a, 0xd7, 0xb1], scale), element([0x4d, 0x80], Buffer.from('t'))]),
  );
  const tracks = element([0x16, 0x54, 0xae, 0x6b], Buffer.alloc(10));
  const clusters: Buffer[] = [];
  const frames = Math.round(seconds * 25);
  for (let first = 0; first < frames; first += 25) {
    const base = first * 40;
    const timecode = Buffer.alloc(4);
    timecode.writeUInt32BE(base);
    const blocks = [element([0xe7], timecode)];
    for (let frame = first; frame < Math.min(first + 25, frames); frame++) {
      const block = Buffer.alloc(10);
      block[0] = 0x81; // track 1
      block.writeInt16BE(frame * 40 - base, 1);
      blocks.push(element([0xa3], block));
    }
    clusters.push(element([0x1f, 0x43, 0xb6, 0x75], Buffer.concat(blocks), true));
  }
  const segment = element(
    [0x18, 0x53, 0x80, 0x67],
    Buffer.concat([info, tracks, ...clusters]),
    true,
  );
  return Buffer.concat([header, segment]);
}

let dir: string;
let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'partyreel-webm-'));
  running = await startTestApp({ dataDir: join(dir, 'data') });
});
afterAll(async () => {
  await running.close();
  await rm(dir, { recursive: true, force: true });
});

async function durationOf(bytes: Buffer): Promise<number | null> {
  const path = join(dir, `clip-${Math.random()}.webm`);
  await writeFile(path, bytes);
  const handle = await open(path, 'r');
  try {
    return await readWebmDurationMs(handle);
  } finally {
    await handle.close();
  }
}

describe('readWebmDurationMs', () => {
  it('reads the Duration the Info element states', async () => {
    expect(await durationOf(webmFile(7.5))).toBe(7500);
  });

  it('without a Duration, takes the last block’s time in unknown-size clusters', async () => {
    // 75 frames at 40 ms: the last one starts at 2960 ms.
    expect(await durationOf(liveWebm(3))).toBe(2960);
    expect(await durationOf(liveWebm(16))).toBe(15_960);
  });

  it('gives null for a WebM with neither a Duration nor blocks, or for garbage', async () => {
    expect(await durationOf(liveWebm(0))).toBeNull();
    expect(await durationOf(Buffer.from('not a webm at all'))).toBeNull();
  });
});

describe('POST /api/uploads with a live-recorded WebM', () => {
  async function upload(bytes: Buffer) {
    const browser = browserClient(running.url);
    await browser.client.auth.signInAnonymously.mutate();
    return uploadFile(
      running.url,
      'video',
      { bytes, name: 'recording.webm' },
      { cookie: browser.cookieHeader() },
    );
  }

  it('accepts a short one with the length its blocks span', async () => {
    const short = await upload(liveWebm(3));
    expect(short.status).toBe(201);
    expect(short.body).toMatchObject({ kind: 'video', durationMs: 2960 });
  });

  it('refuses one longer than 15 seconds', async () => {
    expect(await upload(liveWebm(16))).toEqual({
      status: 422,
      body: { error: messages.media.videoTooLong },
    });
  });
});
