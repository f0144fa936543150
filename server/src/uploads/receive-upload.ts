import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** What a client may send past the size limit before the connection is cut. */
const DRAIN_ALLOWANCE = 1024 * 1024;

export type Received =
  | { ok: true; file: string; filename: string }
  | { ok: false; reason: 'too-large' | 'no-file' };

/**
 * Streams the request's one file part to a fresh file in `folder`, counting as it goes: past
 * `maxBytes` the partial file is deleted at once and the rest of the part is thrown away (a client
 * that keeps sending much more is cut off). The caller deletes `file` when done with it.
 */
export async function receiveUpload(
  req: FastifyRequest,
  folder: string,
  maxBytes: number,
): Promise<Received> {
  let part: MultipartFile | undefined;
  try {
    part = await req.file({
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: false,
    });
  } catch {
    return { ok: false, reason: 'no-file' };
  }
  if (!part) return { ok: false, reason: 'no-file' };

  await mkdir(folder, { recursive: true });
  const file = join(folder, randomUUID());
  const stream = part.file;
  const output = createWriteStream(file, { flags: 'wx' });
  try {
    const outcome = await new Promise<'stored' | 'too-large'>((resolve, reject) => {
      let tooLarge = false;
      stream.once('limit', () => {
        tooLarge = true;
        stream.unpipe(output);
        output.destroy();
        void rm(file, { force: true });
        stream.resume();
        let extra = 0;
        req.raw.on('data', (chunk: Buffer) => {
          extra += chunk.byteLength;
          if (extra > DRAIN_ALLOWANCE) req.raw.destroy();
        });
      });
      stream.once('end', () => {
        if (tooLarge) resolve('too-large');
      });
      stream.once('error', reject);
      output.once('error', (error) => {
        if (!tooLarge) reject(error);
      });
      output.once('finish', () => {
        if (!tooLarge) resolve('stored');
      });
      stream.pipe(output);
    });
    // Busboy may cut the part at the limit before the listener above was attached (a small limit
    // and a body already buffered): the stream then says so only by being truncated.
    if (outcome === 'too-large' || stream.truncated) {
      // A write stream destroyed while still opening creates its file afterwards: wait for it.
      if (!output.closed) await new Promise<void>((done) => output.once('close', () => done()));
      await rm(file, { force: true });
      return { ok: false, reason: 'too-large' };
    }
    return { ok: true, file, filename: part.filename };
  } catch (error) {
    output.destroy();
    await rm(file, { force: true });
    throw error;
  }
}
