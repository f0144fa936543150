import {
  MAX_AUDIO_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
} from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import type { MediaKind } from './uploaded-media.ts';

export type MediaVariant = 'page' | 'modal';

/** Reads a video's length in seconds from its metadata; NaN when it cannot. */
export type ReadVideoDuration = (file: File) => Promise<number>;

const { media } = messages;

/** The catalogue's texts: the page ones, and the shorter ones media modals show. */
const texts = {
  page: {
    imageInvalid: media.imageInvalid,
    imageTooLarge: media.imageTooLarge,
    videoInvalid: media.videoInvalid,
    videoTooLarge: media.videoTooLarge,
    videoTooLong: media.videoTooLong,
    videoMetadata: media.videoMetadata,
  },
  modal: {
    imageInvalid: media.modalImageMissing,
    imageTooLarge: media.modalImageTooLarge,
    videoInvalid: media.modalVideoMissing,
    videoTooLarge: media.modalVideoTooLarge,
    videoTooLong: media.modalVideoTooLong,
    videoMetadata: media.modalVideoMetadata,
  },
} as const;

/** The server answers with the page texts; a modal shows its own shorter version of them. */
export function messageForVariant(message: string, variant: MediaVariant): string {
  if (variant === 'page') return message;
  const key = (Object.keys(texts.page) as (keyof typeof texts.page)[]).find(
    (k) => texts.page[k] === message,
  );
  return key ? texts.modal[key] : message;
}

/** What the browser can tell about a picked file's type: SVG is a document, not a photo. */
function hasType(file: File, kind: MediaKind): boolean {
  const type = file.type.toLowerCase();
  if (kind === 'image') return type.startsWith('image/') && !type.includes('svg');
  return type.startsWith(`${kind}/`);
}

/**
 * The checks of docs/product.md (Uploads) before anything is sent: the type, the size, and for a
 * video its length as the file's own metadata states it (unreadable metadata is refused). Null when
 * the file may go.
 */
export async function checkMediaFile(
  kind: MediaKind,
  file: File,
  variant: MediaVariant,
  readDuration: ReadVideoDuration,
): Promise<string | null> {
  const t = texts[variant];
  if (kind === 'audio') {
    if (!hasType(file, 'audio')) return media.audioInvalid;
    return file.size > MAX_AUDIO_BYTES ? media.audioTooLarge : null;
  }
  if (kind === 'image') {
    if (!hasType(file, 'image')) return t.imageInvalid;
    return file.size > MAX_IMAGE_BYTES ? t.imageTooLarge : null;
  }
  if (!hasType(file, 'video')) return t.videoInvalid;
  if (file.size > MAX_VIDEO_BYTES) return t.videoTooLarge;
  const seconds = await readDuration(file).catch(() => Number.NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return t.videoMetadata;
  return seconds > MAX_VIDEO_SECONDS ? t.videoTooLong : null;
}

/**
 * A video's length from its metadata, read by the browser itself through a detached <video>
 * element. A live-recorded WebM (MediaRecorder with a timeslice, phones' web recorders) states no
 * length, and browsers say Infinity until they have seen its end: then the reader seeks far past
 * the end and takes the length the browser finds there
 * (docs/decisions/014-webm-without-duration.md). Files that never report it (no metadata, an
 * endless stream) give NaN after `timeoutMs`.
 */
export function readVideoDuration(file: File, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const finish = (seconds: number) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.ondurationchange = null;
      video.ontimeupdate = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(Number.NaN), timeoutMs);
    const settled = () => Number.isFinite(video.duration) && video.duration > 0;
    video.onloadedmetadata = () => {
      if (video.duration !== Number.POSITIVE_INFINITY) return finish(video.duration);
      // Past the end: the browser reads to the last frame and learns the real length.
      const learned = () => {
        if (settled()) finish(video.duration);
      };
      video.ondurationchange = learned;
      video.ontimeupdate = learned;
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => finish(Number.NaN);
    video.src = url;
  });
}
