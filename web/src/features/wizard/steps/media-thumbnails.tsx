import type { WizardDraft } from '../draft/wizard-draft.ts';

/** Small pictures of what the host added: the photo, the video and the song (or that there is none). */
export function MediaThumbnails({ draft }: { draft: WizardDraft }) {
  return (
    <ul aria-label="Your media" className="grid grid-cols-3 gap-3">
      <li className="overflow-hidden rounded-2xl bg-violet-50 ring-1 ring-violet-100">
        {draft.image ? (
          <img
            src={draft.image.url}
            alt={`Photo: ${draft.image.name}`}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <Empty label="No photo" />
        )}
      </li>
      <li className="overflow-hidden rounded-2xl bg-violet-50 ring-1 ring-violet-100">
        {draft.video ? (
          <video
            src={draft.video.url}
            aria-label={`Video: ${draft.video.name}`}
            muted
            playsInline
            preload="metadata"
            className="aspect-square w-full object-cover"
          />
        ) : (
          <Empty label="No video" />
        )}
      </li>
      <li className="overflow-hidden rounded-2xl bg-violet-50 ring-1 ring-violet-100">
        <span className="grid aspect-square place-items-center p-2 text-center text-sm font-bold text-ink">
          {draft.music ? `♪ ${draft.music.name}` : 'No music'}
        </span>
      </li>
    </ul>
  );
}

function Empty({ label }: { label: string }) {
  return (
    <span className="grid aspect-square place-items-center p-2 text-center text-sm font-semibold text-ink-soft">
      {label}
    </span>
  );
}
