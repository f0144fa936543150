import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStorage } from './s3-storage.ts';

// A bucket that accepts connections and never answers: every call gives up at its deadline instead
// of hanging the request (and the upload) that waits on it.

let silent: Server;
let port = 0;
const sockets = new Set<Socket>();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'partyreel-s3-deadline-'));
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.resume(); // read the request, answer nothing
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const deadlines = { operationMs: 300, uploadMs: 600, connectMs: 1000, idleMs: 60_000 };

async function silentBucket() {
  return s3FileStorage(
    {
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    },
    folder,
    deadlines,
  );
}

/** How long `call` took to fail, in ms. */
async function failsAfter(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await expect(call()).rejects.toThrow();
  return performance.now() - start;
}

describe('a bucket that never answers', () => {
  it('each operation gives up at its deadline: size, read, remove and list after 0.3 s', async () => {
    const bucket = await silentBucket();
    try {
      const waits = [
        await failsAfter(() => bucket.size('a/b.jpg')),
        await failsAfter(() => bucket.read('a/b.jpg')),
        await failsAfter(() => bucket.remove('a/b.jpg')),
        await failsAfter(async () => {
          for await (const _ of bucket.list()) break;
        }),
      ];
      for (const ms of waits) {
        expect(ms).toBeGreaterThanOrEqual(250);
        expect(ms).toBeLessThan(5000);
      }
    } finally {
      bucket.close();
    }
  });

  it('an upload gives up at its own, longer deadline', async () => {
    const bucket = await silentBucket();
    const file = join(folder, 'photo.jpg');
    await writeFile(file, Buffer.alloc(1024, 1));
    try {
      const ms = await failsAfter(() => bucket.put('a/photo.jpg', { file }, 'image/jpeg'));
      expect(ms).toBeGreaterThanOrEqual(550);
      expect(ms).toBeLessThan(5000);
    } finally {
      bucket.close();
    }
  });
});
