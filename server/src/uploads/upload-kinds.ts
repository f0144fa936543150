import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';

export type UploadKind = 'image' | 'video' | 'audio';

export const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'video', 'audio'];

export interface UploadRule {
  maxBytes: number;
  /** MIME types, as file-type reads them from the bytes, that this kind accepts. */
  accepted: ReadonlySet<string>;
  /** Not one of the accepted types, or not readable as one. */
  invalid: string;
  tooLarge: string;
}

/**
 * What each kind of upload accepts (docs/product.md, Uploads, docs/architecture.md, Security).
 * Types come from the file's bytes: SVG is XML to file-type and never an image here; images are
 * re-encoded, so anything sharp reads (HEIC only if this build of libvips can) becomes a plain JPEG
 * or WebP.
 */
export const uploadRules: Record<UploadKind, UploadRule> = {
  image: {
    maxBytes: MAX_IMAGE_BYTES,
    accepted: new Set([
      'image/jpeg',
      'image/png',
      'image/apng',
      'image/webp',
      'image/gif',
      'image/avif',
      'image/heic',
      'image/heif',
    ]),
    invalid: messages.media.imageInvalid,
    tooLarge: messages.media.imageTooLarge,
  },
  video: {
    maxBytes: MAX_VIDEO_BYTES,
    accepted: new Set(['video/mp4', 'video/x-m4v', 'video/quicktime', 'video/webm']),
    invalid: messages.media.videoInvalid,
    tooLarge: messages.media.videoTooLarge,
  },
  audio: {
    maxBytes: MAX_AUDIO_BYTES,
    accepted: new Set(['audio/mpeg', 'audio/x-m4a', 'audio/mp4', 'audio/ogg', 'audio/wav']),
    invalid: messages.media.audioInvalid,
    tooLarge: messages.media.audioTooLarge,
  },
};

/** The container formats whose length is read from the movie header (see mp4-duration.ts). */
export const ISO_MEDIA = new Set(['video/mp4', 'video/x-m4v', 'video/quicktime']);

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}
