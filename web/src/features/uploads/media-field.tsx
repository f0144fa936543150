import type { MediaKind, UploadedMedia } from './uploaded-media.ts';

export interface MediaFieldProps {
  kind: MediaKind;
  value: UploadedMedia | null;
  onChange: (media: UploadedMedia | null) => void;
  /** 'page' shows SPEC.md §8's page messages; 'modal' the shorter modal ones. */
  variant?: 'page' | 'modal';
  /** The visible label, e.g. 'Add a photo'. */
  label?: string;
}

/**
 * Picks, checks and uploads one image, video or song with a progress bar; shows a preview and a
 * Remove button. (Placeholder: the uploads work replaces this body, keeping the props.)
 */
export function MediaField({ kind, value, onChange, label }: MediaFieldProps) {
  return (
    <div data-media-field={kind}>
      <p>{label ?? kind}</p>
      {value && (
        <button type="button" onClick={() => onChange(null)}>
          Remove
        </button>
      )}
    </div>
  );
}
