import { open } from 'node:fs/promises';
import { MAX_VIDEO_SECONDS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import sharp from 'sharp';
import { readMp4DurationMs } from './mp4-duration.ts';
import { ISO_MEDIA, type UploadKind, uploadRules } from './upload-kinds.ts';
import { readWebmDurationMs } from './webm-duration.ts';

/** Stored images fit in this square; more is never shown and only costs guests' data. */
export const MAX_IMAGE_EDGE = 2048;
/** Decoding more pixels than this (a "decompression bomb") is refused before it costs memory. */
const MAX_INPUT_PIXELS = 120_000_000;

export type Processed =
  | { ok: false; message: string }
  | {
      ok: true;
      mimeType: string;
      extension: string;
      durationMs: number | null;
      width: number | null;
      height: number | null;
      /** The re-encoded bytes, or null to keep the received file as it is. */
      output: Buffer | null;
    };

/**
 * Checks a received file against its kind, by its bytes only: images are decoded and re-encoded
 * (turned upright by their EXIF orientation, then every bit of metadata, GPS included, dropped);
 * videos and songs must declare a readable length, videos at most 15 seconds.
 */
export async function processUpload(kind: UploadKind, file: string): Promise<Processed> {
  const rule = uploadRules[kind];
  const type = await fileTypeFromFile(file);
  if (!type || !rule.accepted.has(type.mime)) return { ok: false, message: rule.invalid };
  if (kind === 'image') return reencodeImage(file);

  const durationMs = await readDurationMs(file, type.mime);
  if (kind === 'video') {
    if (durationMs === null) return { ok: false, message: messages.media.videoMetadata };
    if (durationMs > MAX_VIDEO_SECONDS * 1000) {
      return { ok: false, message: messages.media.videoTooLong };
    }
  } else if (durationMs === null) {
    return { ok: false, message: rule.invalid };
  }
  return {
    ok: true,
    mimeType: type.mime,
    extension: type.ext,
    durationMs,
    width: null,
    height: null,
    output: null,
  };
}

async function reencodeImage(file: string): Promise<Processed> {
  try {
    const input = sharp(file, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    });
    const { hasAlpha } = await input.metadata();
    const pipeline = input.rotate().resize({
      width: MAX_IMAGE_EDGE,
      height: MAX_IMAGE_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked to (no withMetadata/keepExif here).
    const encoded = hasAlpha
      ? pipeline.webp({ quality: 85 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      mimeType: hasAlpha ? 'image/webp' : 'image/jpeg',
      extension: hasAlpha ? 'webp' : 'jpg',
      durationMs: null,
      width: info.width,
      height: info.height,
      output: data,
    };
  } catch {
    // Not decodable by this build (a damaged file, or HEIC without a decoder): not a usable image.
    return { ok: false, message: uploadRules.image.invalid };
  }
}

async function readDurationMs(file: string, mimeType: string): Promise<number | null> {
  try {
    const reader = ISO_MEDIA.has(mimeType)
      ? readMp4DurationMs
      : mimeType === 'video/webm'
        ? readWebmDurationMs
        : null;
    if (reader) {
      const handle = await open(file, 'r');
      try {
        return await reader(handle);
      } finally {
        await handle.close();
      }
    }
    const { format } = await parseFile(file, { duration: true, skipCovers: true });
    const seconds = format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000)
      : null;
  } catch {
    return null;
  }
}
