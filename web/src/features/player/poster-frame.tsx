import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';

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
        src={thumbnailPath(template.id)}
        alt=""
        width={400}
        height={500}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
