import { useCallback, useRef } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import type { MediaKind, UploadedMedia } from './uploaded-media.ts';

function formatLength(ms: number): string {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The chosen image, video or song, its name and length, and Remove. A playing preview stops when
 * it is removed or leaves the page, so no sound outlives what the host sees.
 */
export function MediaPreview({
  kind,
  media,
  noun,
  onRemove,
}: {
  kind: MediaKind;
  media: UploadedMedia;
  /** 'photo', 'video' or 'song': the preview is named 'Your {noun}'. */
  noun: string;
  onRemove: () => void;
}) {
  const player = useRef<HTMLMediaElement | null>(null);
  // One callback for the element's life: a new one at each render would pause the preview then.
  const keepPlayer = useCallback((element: HTMLMediaElement | null) => {
    player.current = element;
    return () => {
      element?.pause();
      player.current = null;
    };
  }, []);
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-violet-200">
      {kind === 'image' ? (
        <img
          src={media.url}
          alt={`Your ${noun}`}
          className="max-h-72 w-full bg-violet-50 object-contain"
        />
      ) : kind === 'video' ? (
        <video
          ref={keepPlayer}
          src={media.url}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={`Your ${noun}`}
          className="max-h-72 w-full bg-black"
        />
      ) : (
        <div className="p-3">
          {/* biome-ignore lint/a11y/useMediaCaption: a song has no captions to offer */}
          <audio
            ref={keepPlayer}
            src={media.url}
            controls
            preload="metadata"
            aria-label={`Your ${noun}`}
            className="w-full"
          />
        </div>
      )}
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p className="min-w-0 truncate text-sm font-semibold text-ink">
          {media.name}
          {media.durationMs !== null ? (
            <span className="ml-2 font-normal text-ink-soft">{formatLength(media.durationMs)}</span>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => {
            player.current?.pause();
            onRemove();
          }}
          className={buttonStyles.secondarySmall}
        >
          Remove
        </button>
      </div>
    </div>
  );
}
