import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';

/**
 * Poster frames the page already holds, by template id. The server's first paint brings its
 * template's as a data URL (features/guest/first-paint-data.ts): the stage shows that very image,
 * which the browser has already drawn, instead of fetching and drawing a copy of it.
 */
const heldPosters = new Map<string, string>();
export function holdPoster(templateId: string, src: string): void {
  heldPosters.set(templateId, src);
}

/**
 * The template's poster frame at the stage's 4:5: what the server's first paint showed, kept on the
 * stage while the player's code, then its fonts and media, arrive, so the stage never goes blank.
 */
export function PosterFrame({
  template,
}: {
  template: { id: string; palette: { background: string } };
}) {
  return (
    <div
      className="relative aspect-[4/5] w-full"
      style={{ background: template.palette.background }}
    >
      <img
        src={heldPosters.get(template.id) ?? thumbnailPath(template.id)}
        alt=""
        width={400}
        height={500}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
