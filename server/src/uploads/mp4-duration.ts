import type { FileHandle } from 'node:fs/promises';

/** Nested boxes deeper than this, or more boxes than this at one level, mean a hostile file. */
const MAX_BOXES = 10_000;

interface Box {
  type: string;
  /** Where the box's payload starts and ends (exclusive). */
  start: number;
  end: number;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes between `from` and `to`, read header by header (the payloads are skipped, not read). */
async function* boxes(file: FileHandle, from: number, to: number): AsyncGenerator<Box> {
  let offset = from;
  for (let count = 0; offset + 8 <= to && count < MAX_BOXES; count++) {
    const header = await readAt(file, offset, 16);
    if (header.byteLength < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.byteLength < 16) return;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < headerSize || offset + size > to) return;
    yield { type, start: offset + headerSize, end: offset + size };
    offset += size;
  }
}

/**
 * The length in milliseconds an MP4 or QuickTime file declares in its movie header (moov/mvhd),
 * wherever the movie box sits in the file; null when there is none or it says nothing usable
 * (a fragmented file without a total, a zero time scale).
 */
export async function readMp4DurationMs(file: FileHandle): Promise<number | null> {
  const { size } = await file.stat();
  for await (const top of boxes(file, 0, size)) {
    if (top.type !== 'moov') continue;
    for await (const child of boxes(file, top.start, top.end)) {
      if (child.type !== 'mvhd') continue;
      const mvhd = await readAt(file, child.start, Math.min(32, child.end - child.start));
      const version = mvhd[0];
      let timescale: number;
      let duration: number;
      if (version === 1 && mvhd.byteLength >= 32) {
        timescale = mvhd.readUInt32BE(20);
        duration = Number(mvhd.readBigUInt64BE(24));
      } else if (version === 0 && mvhd.byteLength >= 20) {
        timescale = mvhd.readUInt32BE(12);
        duration = mvhd.readUInt32BE(16);
      } else {
        return null;
      }
      // All ones means "unknown" in the format.
      if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
      const ms = (duration / timescale) * 1000;
      return Number.isFinite(ms) ? Math.round(ms) : null;
    }
    return null;
  }
  return null;
}
