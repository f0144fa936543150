import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@partyreel/shared/templates/thumbnail-svg';

/** What a thumbnail's box shows until its picture is in. */
export const THUMBNAIL_BACKDROP = 'bg-violet-100';

interface TemplateThumbnailProps {
  src: string;
  name: string;
  className?: string;
}

/**
 * A template's poster frame (a 16:10 SVG the server draws). Its size is stated so the card keeps
 * its shape while the picture loads, and pictures below the fold wait until they are scrolled to.
 */
export function TemplateThumbnail({ src, name, className = '' }: TemplateThumbnailProps) {
  return (
    <img
      src={src}
      alt={name}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading="lazy"
      decoding="async"
      className={`block aspect-[16/10] h-auto w-full ${THUMBNAIL_BACKDROP} object-cover ${className}`}
    />
  );
}
