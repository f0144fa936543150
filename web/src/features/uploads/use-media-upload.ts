import { messages } from '@partyreel/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { checkMediaFile, messageForVariant, type ReadVideoDuration } from './media-checks.ts';
import type { UploadMedia } from './upload-media.ts';
import type { MediaKind, UploadedMedia } from './uploaded-media.ts';

export type MediaUploadStatus =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'uploading'; percent: number };

export interface MediaUploadOptions {
  kind: MediaKind;
  /** 'page' or 'modal': which of the catalogue's texts a refusal is told in. */
  variant: 'page' | 'modal';
  upload: UploadMedia;
  readDuration: ReadVideoDuration;
  /** Called with what the server stored, once an upload succeeds. */
  onUploaded: (media: UploadedMedia) => void;
}

/**
 * One file's way to the server: checked in the browser first (type, size, a video's length; the
 * server checks everything again), then sent with its progress. A new pick or Cancel abandons the
 * upload under way, and so does leaving the page; nothing abandoned reports back.
 */
export function useMediaUpload({
  kind,
  variant,
  upload,
  readDuration,
  onUploaded,
}: MediaUploadOptions) {
  const [status, setStatus] = useState<MediaUploadStatus>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  async function send(file: File) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setError(null);
    setStatus({ phase: 'checking' });
    const problem = await checkMediaFile(kind, file, variant, readDuration);
    if (controller.signal.aborted) return;
    if (problem) {
      setStatus({ phase: 'idle' });
      setError(problem);
      return;
    }
    setStatus({ phase: 'uploading', percent: 0 });
    try {
      const media = await upload(kind, file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) {
            setStatus({ phase: 'uploading', percent: Math.round(fraction * 100) });
          }
        },
      });
      if (controller.signal.aborted) return;
      onUploaded(media);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message =
        failure instanceof Error && failure.name === 'UploadError'
          ? failure.message
          : messages.media.uploadFailed;
      setError(messageForVariant(message, variant));
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        if (!controller.signal.aborted) setStatus({ phase: 'idle' });
      }
    }
  }

  function cancel() {
    pending.current?.abort();
    pending.current = null;
    setStatus({ phase: 'idle' });
  }

  return { status, error, send, cancel, clearError: () => setError(null) };
}
