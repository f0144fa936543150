import { messages } from '@partyreel/shared/messages';
import { type ChangeEvent, useId, useRef } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { type ReadVideoDuration, readVideoDuration } from './media-checks.ts';
import { MediaPreview } from './media-preview.tsx';
import { type UploadMedia, uploadMedia } from './upload-media.ts';
import type { MediaKind, UploadedMedia } from './uploaded-media.ts';
import { useMediaUpload } from './use-media-upload.ts';

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

/**
 * Picks one image, video or song and shows its upload's progress (useMediaUpload does the checks
 * and the sending), then its preview with Remove (MediaPreview).
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
  const input = useRef<HTMLInputElement>(null);
  const { status, error, send, cancel, clearError } = useMediaUpload({
    kind,
    variant,
    upload,
    readDuration,
    onUploaded: onChange,
  });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file);
  }

  function remove() {
    clearError();
    if (input.current) input.current.value = '';
    onChange(null);
  }

  const busy = status.phase !== 'idle';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div data-media-field={kind} className="space-y-3">
      {value && !busy ? (
        <MediaPreview kind={kind} media={value} noun={words.noun} onRemove={remove} />
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
