import { PNG } from 'pngjs';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How many different colours (RGB, alpha ignored) a PNG has, in `region` (CSS pixels times
 * `scale`) or in all of it. A blank or flat screenshot has one or two; a drawn invitation, thousands.
 */
export function distinctColours(png: Buffer, region?: Region, scale = 1): number {
  const image = PNG.sync.read(png);
  const left = Math.max(0, Math.floor((region?.x ?? 0) * scale));
  const top = Math.max(0, Math.floor((region?.y ?? 0) * scale));
  const right = Math.min(
    image.width,
    Math.ceil(region ? (region.x + region.width) * scale : image.width),
  );
  const bottom = Math.min(
    image.height,
    Math.ceil(region ? (region.y + region.height) * scale : image.height),
  );
  const seen = new Set<number>();
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = (y * image.width + x) * 4;
      seen.add(
        ((image.data[i] ?? 0) << 16) | ((image.data[i + 1] ?? 0) << 8) | (image.data[i + 2] ?? 0),
      );
    }
  }
  return seen.size;
}

/** The width and height of a PNG, in pixels. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const { width, height } = PNG.sync.read(png);
  return { width, height };
}
