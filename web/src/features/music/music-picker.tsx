import { messages } from '@partyreel/shared/messages';
import { useId } from 'react';
import { DismissButton } from '../../ui/dismiss-button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { Icon } from '../../ui/icon.tsx';
import { formatDuration } from './format-duration.ts';
import { MusicChoice } from './music-choice.tsx';
import type { MusicTrack } from './music-track.ts';
import { PreviewButton } from './preview-button.tsx';
import { usePreviewAudio } from './use-preview-audio.ts';

export interface MusicPickerProps<T extends MusicTrack> {
  /** The chosen template's songs (music.forTemplate). */
  tracks: readonly T[];
  selectedId: string | null;
  /** A song, or null for 'No Music'. */
  onSelect: (track: T | null) => void;
}

/**
 * The shared music picker (docs/product.md, Templates and music): 'No Music' or one of the theme's
 * songs, each with a preview that plays at half volume, one at a time, and stops when the picker
 * goes away.
 */
export function MusicPicker<T extends MusicTrack>({
  tracks,
  selectedId,
  onSelect,
}: MusicPickerProps<T>) {
  const group = useId();
  const preview = usePreviewAudio();

  return (
    <div className="space-y-3">
      {preview.failedId ? (
        <FormMessage tone="error">
          <div className="flex items-start justify-between gap-3">
            <span>{messages.music.previewFailed}</span>
            <DismissButton
              onClick={preview.dismissFailure}
              className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-rose-100"
            />
          </div>
        </FormMessage>
      ) : null}
      <fieldset>
        <legend className="sr-only">Background music</legend>
        <ul className="space-y-2.5">
          <MusicChoice
            group={group}
            checked={selectedId === null}
            onChoose={() => onSelect(null)}
            leading={
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-violet-50 text-ink-soft"
              >
                <Icon className="size-5" strokeWidth="2" strokeLinecap="round">
                  <path d="M9 18V6l10-2v10" />
                  <circle cx="6.5" cy="18" r="2.5" />
                  <path d="m3 3 18 18" />
                </Icon>
              </span>
            }
            title={messages.music.noMusic}
            detail="A silent invitation"
          />
          {tracks.map((track) => (
            <MusicChoice
              key={track.id}
              group={group}
              checked={selectedId === track.id}
              onChoose={() => onSelect(track)}
              leading={
                <PreviewButton
                  trackName={track.name}
                  state={
                    preview.id !== track.id ? 'idle' : preview.playing ? 'playing' : 'starting'
                  }
                  onToggle={() => preview.toggle(track)}
                />
              }
              title={track.name}
              detail={[track.artist, formatDuration(track.duration)].filter(Boolean).join(' · ')}
            />
          ))}
        </ul>
      </fieldset>
      {tracks.length === 0 ? (
        <p className="rounded-2xl bg-violet-50 px-4 py-5 text-center font-semibold text-ink-soft">
          {messages.music.empty}
        </p>
      ) : null}
    </div>
  );
}
