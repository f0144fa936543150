import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc.ts';
import { MusicPicker } from '../../music/music-picker.tsx';
import { MediaField } from '../../uploads/media-field.tsx';
import type { UploadedMedia } from '../../uploads/uploaded-media.ts';
import type { DraftMusic } from '../draft/wizard-draft.ts';

export interface MusicStepProps {
  templateId: string | null;
  music: DraftMusic | null;
  onChange: (music: DraftMusic | null) => void;
}

/** The host's own song as the upload field shows it. */
export function ownSong(music: DraftMusic | null): UploadedMedia | null {
  if (!music?.uploadId) return null;
  return {
    uploadId: music.uploadId,
    kind: 'audio',
    url: music.url,
    name: music.name,
    durationMs: null,
  };
}

/** The song chosen from an upload. */
export function musicFromUpload(media: UploadedMedia): DraftMusic {
  return {
    id: `upload:${media.uploadId}`,
    url: media.url,
    name: media.name,
    uploadId: media.uploadId,
  };
}

/**
 * Background music (skippable): one of the template's songs, 'No Music', or the host's own song.
 * Every preview stops when the step is left.
 */
export function MusicStep({ templateId, music, onChange }: MusicStepProps) {
  const trpc = useTRPC();
  const tracks = useQuery({
    ...trpc.music.forTemplate.queryOptions({ templateId: templateId ?? '' }),
    enabled: templateId !== null,
  });
  return (
    <div className="space-y-6">
      {tracks.isError ? (
        <p role="alert" className="text-ink">
          {messages.generic.somethingWentWrong}
        </p>
      ) : (
        <MusicPicker
          tracks={tracks.data ?? []}
          selectedId={music?.id ?? null}
          onSelect={(track) =>
            onChange(
              track ? { id: track.id, url: track.url, name: track.name, uploadId: null } : null,
            )
          }
        />
      )}
      <div className="rounded-3xl bg-white p-4 ring-1 ring-violet-100">
        <MediaField
          kind="audio"
          label="Or upload your own song"
          value={ownSong(music)}
          onChange={(media) => {
            if (media) onChange(musicFromUpload(media));
            else if (music?.uploadId) onChange(null);
          }}
        />
      </div>
    </div>
  );
}
