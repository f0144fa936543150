import { messages } from '@partyreel/shared/messages';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import {
  checkMediaFile,
  messageForVariant,
  type ReadVideoDuration,
  readVideoDuration,
} from './media-checks.ts';
import { type UploadMedia, uploadMedia } from './upload-media.ts';
import type { MediaKind, UploadedMedia } from './uploaded-media.ts';

export interface MediaFieldProps {
  kind: MediaKind;
  value: UploadedMedia | null;
  onChange: (media: UploadedMedia | null) => void;
  /** 'page' shows the catalogue's page messages; 'modal' the shorter modal ones. */
  variant?: 'page' | 'modal';
  /** The visible label, e.g. 'Add a photo'. */
  label?: string;
  /** Sends the file; the real upload unless a test hands in another. */
  upload?: UploadMedia;
  /** Reads a video's length in the browser; the real <video> reader unless a test hands in another. */
  readDuration?: ReadVideoDuration;
}

const defaults: Record<MediaKind, { label: string; noun: string; accept: string; hint: string }> = {
  image: {
    label: 'Add a photo',
    noun: 'photo',
    accept: 'image/*',
    hint: 'JPEG, PNG, WebP or GIF, up to 5 MB',
  },
  video: {
    label: 'Add a video',
    noun: 'video',
    accept: 'video/*',
    hint: `${messages.media.videoHint}, up to 50 MB`,
  },
  audio: {
    label: 'Add your own song',
    noun: 'song',
    accept: 'audio/*',
    hint: 'MP3, M4A, OGG or WAV, up to 15 MB',
  },
};

type Status = { phase: 'idle' } | { phase: 'checking' } | { phase: 'uploading'; percent: number };

function formatLength(ms: number): string {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Picks, checks and uploads one image, video or song with a progress bar; shows a preview and a
 * Remove button. Checks run before anything is sent (type, size, a video's length); the server
 * checks everything again. Playback stops when the preview goes away.
 */
export function MediaField({
  kind,
  value,
  onChange,
  variant = 'page',
  label,
  upload = uploadMedia,
  readDuration = readVideoDuration,
}: MediaFieldProps) {
  const id = useId();
  const words = defaults[kind];
  const [status, setStatus] = useState<Status>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const player = useRef<HTMLMediaElement | null>(null);
  /** The preview's player: remembered so it can be stopped, and paused when it leaves the page. */
  const keepPlayer = (element: HTMLMediaElement | null) => {
    player.current = element;
    return () => {
      element?.pause();
      player.current = null;
    };
  };
  const pending = useRef<AbortController | null>(null);

  // Leaving (unmounting) cancels an upload under way and silences the preview.
  useEffect(
    () => () => {
      pending.current?.abort();
      player.current?.pause();
    },
    [],
  );

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
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
      player.current?.pause();
      onChange(media);
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

  function remove() {
    player.current?.pause();
    player.current = null;
    setError(null);
    if (input.current) input.current.value = '';
    onChange(null);
  }

  const busy = status.phase !== 'idle';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div data-media-field={kind} className="space-y-3">
      {value && !busy ? (
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-violet-200">
          {kind === 'image' ? (
            <img
              src={value.url}
              alt={`Your ${words.noun}`}
              className="max-h-72 w-full bg-violet-50 object-contain"
            />
          ) : kind === 'video' ? (
            <video
              ref={keepPlayer}
              src={value.url}
              controls
              muted
              playsInline
              preload="metadata"
              aria-label={`Your ${words.noun}`}
              className="max-h-72 w-full bg-black"
            />
          ) : (
            <div className="p-3">
              {/* biome-ignore lint/a11y/useMediaCaption: a song has no captions to offer */}
              <audio
                ref={keepPlayer}
                src={value.url}
                controls
                preload="metadata"
                aria-label={`Your ${words.noun}`}
                className="w-full"
              />
            </div>
          )}
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p className="min-w-0 truncate text-sm font-semibold text-ink">
              {value.name}
              {value.durationMs !== null ? (
                <span className="ml-2 font-normal text-ink-soft">
                  {formatLength(value.durationMs)}
                </span>
              ) : null}
            </p>
            <button type="button" onClick={remove} className={buttonStyles.secondarySmall}>
              Remove
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          <div
            className={`relative flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-violet-300 bg-violet-50/60 px-4 py-5 text-center transition hover:border-party-magenta hover:bg-white has-[:focus-visible]:border-party-magenta has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-fuchsia-200 ${
              busy ? 'pointer-events-none opacity-60' : ''
            }`}
          >
            {/* The label covers the whole zone, so a tap anywhere opens the picker. */}
            <label
              htmlFor={id}
              className="cursor-pointer font-display text-lg font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl"
            >
              {label ?? words.label}
            </label>
            <span id={hintId} className="text-sm text-ink-soft">
              {words.hint}
            </span>
            <input
              ref={input}
              id={id}
              type="file"
              accept={words.accept}
              disabled={busy}
              onChange={pick}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="sr-only"
            />
          </div>
          {status.phase === 'checking' ? (
            <p role="status" className="text-sm text-ink-soft">
              Checking your {words.noun}…
            </p>
          ) : null}
          {status.phase === 'uploading' ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={`Uploading ${words.noun}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={status.percent}
                className="h-3 flex-1 overflow-hidden rounded-full bg-violet-100"
              >
                <div
                  className="h-full rounded-full bg-party transition-[width] motion-reduce:transition-none"
                  style={{ width: `${status.percent}%` }}
                />
              </div>
              <span className="w-10 text-right text-sm font-semibold text-ink tabular-nums">
                {status.percent}%
              </span>
              <button type="button" onClick={cancel} className={buttonStyles.secondarySmall}>
                Cancel
              </button>
            </div>
          ) : null}
        </div>
      )}
      {error ? (
        <FormMessage tone="error" id={errorId}>
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
}
