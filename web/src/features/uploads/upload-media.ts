import { messages } from '@partyreel/shared/messages';
import type { MediaKind, UploadedMedia } from './uploaded-media.ts';

/** docs/product.md (Limits and validation): an upload may take up to ten minutes. */
const UPLOAD_TIMEOUT_MS = 600_000;

/** Statuses whose `error` is a catalogue text meant for the host. */
const SAYS_WHY = new Set([400, 401, 413, 422, 429]);

/** An upload the server refused or that never arrived; `message` is the text to show. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type UploadMedia = (
  kind: MediaKind,
  file: File,
  options?: UploadOptions,
) => Promise<UploadedMedia>;

function isUploadedMedia(value: unknown, kind: MediaKind): value is UploadedMedia {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.uploadId === 'string' &&
    v.kind === kind &&
    typeof v.url === 'string' &&
    typeof v.name === 'string' &&
    (v.durationMs === null || typeof v.durationMs === 'number')
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/uploads?kind=… with the file as multipart, through XMLHttpRequest so the bytes sent can
 * be shown. Resolves with what the server stored; rejects with an UploadError carrying the server's
 * message (or 'Upload failed. Please try again.'), or an AbortError when `signal` aborts it.
 */
export const uploadMedia: UploadMedia = (kind, file, { onProgress, signal } = {}) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads?kind=${encodeURIComponent(kind)}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const failed = () => reject(new UploadError(messages.media.uploadFailed, xhr.status));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isUploadedMedia(body, kind)) {
        onProgress?.(1);
        resolve(body);
        return;
      }
      const error = (body as { error?: unknown } | null)?.error;
      const message =
        SAYS_WHY.has(xhr.status) && typeof error === 'string' && error
          ? error
          : messages.media.uploadFailed;
      reject(new UploadError(message, xhr.status));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
