import type { FileHandle } from 'node:fs/promises';

/** More elements than this in one file means a hostile one; a 50 MB, 15 s clip has far fewer. */
const MAX_ELEMENTS = 200_000;

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Entered rather than skipped: their children are what the length is read from. */
const CONTAINERS: ReadonlySet<number> = new Set([ID.segment, ID.cluster, ID.blockGroup]);

interface Vint {
  /** The value; for an ID the marker bit is kept, for a size it is dropped. */
  value: number;
  length: number;
  /** A size whose bits are all ones: "unknown", as live recorders write it. */
  unknown: boolean;
}

function readVint(bytes: Buffer, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.byteLength) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Buffer): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * A WebM's length in ms. The Info element's Duration when the file states one; otherwise the
 * timestamp of its last block. Browsers' MediaRecorder (Chromium with a timeslice, phones' web
 * recorders) write live WebM: unknown-size Segment and Clusters and no Duration at all, yet every
 * block carries its time (docs/decisions/014-webm-without-duration.md). Null when neither is found.
 */
export async function readWebmDurationMs(file: FileHandle): Promise<number | null> {
  const { size: fileSize } = await file.stat();
  let offset = 0;
  let timecodeScale = 1_000_000;
  let clusterTimecode = 0;
  let lastBlock: number | null = null;
  for (let count = 0; offset < fileSize && count < MAX_ELEMENTS; count++) {
    const header = await readAt(file, offset, 12);
    const id = readVint(header, 0, true);
    const size = id ? readVint(header, id.length, false) : null;
    if (!id || !size) break;
    const start = offset + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      // Step inside (whatever its size): the children follow right after the header.
      offset = start;
      continue;
    }
    if (size.unknown) break;
    const end = start + size.value;
    if (id.value === ID.info) {
      const info = await readInfo(file, start, end);
      if (info.scale) timecodeScale = info.scale;
      if (info.duration !== null && info.duration > 0) {
        return Math.round((info.duration * timecodeScale) / 1_000_000);
      }
    } else if (id.value === ID.clusterTimecode) {
      clusterTimecode = readUint(await readAt(file, start, Math.min(size.value, 8)));
    } else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const block = await readAt(file, start, 12);
      const track = readVint(block, 0, false);
      if (track && block.byteLength >= track.length + 2) {
        const time = clusterTimecode + block.readInt16BE(track.length);
        lastBlock = Math.max(lastBlock ?? 0, time);
      }
    }
    offset = end;
  }
  return lastBlock === null ? null : Math.round((lastBlock * timecodeScale) / 1_000_000);
}

async function readInfo(
  file: FileHandle,
  start: number,
  end: number,
): Promise<{ scale: number | null; duration: number | null }> {
  const bytes = await readAt(file, start, Math.min(end - start, 4096));
  let scale: number | null = null;
  let duration: number | null = null;
  let at = 0;
  while (at < bytes.byteLength) {
    const id = readVint(bytes, at, true);
    const size = id ? readVint(bytes, at + id.length, false) : null;
    if (!id || !size || size.unknown) break;
    const from = at + id.length + size.length;
    const value = bytes.subarray(from, from + size.value);
    if (id.value === ID.timecodeScale) scale = readUint(value) || null;
    if (id.value === ID.duration) {
      if (value.byteLength === 4) duration = value.readFloatBE(0);
      if (value.byteLength === 8) duration = value.readDoubleBE(0);
    }
    at = from + size.value;
  }
  return { scale, duration };
}
