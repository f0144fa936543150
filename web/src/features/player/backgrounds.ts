import type { Palette } from '@partyreel/shared/templates/template-types';

/**
 * docs/product.md (The guest's side; Limits and validation): the viewer's background changes every
 * 10 s among 3 images.
 */
export const BACKGROUND_INTERVAL_MS = 10_000;

export type BackgroundSet = readonly [string, string, string];

/** A CSS `background` value for an image address, quoted so no address can break out of it. */
export function imageBackground(url: string): string {
  return `center / cover no-repeat url(${JSON.stringify(url)})`;
}

/**
 * Three backgrounds drawn from a template's colours, for templates without images of their own:
 * soft glows, polka dots and sunburst rays, each over the template's background colour.
 */
export function paletteBackgrounds(palette: Palette): BackgroundSet {
  const { background, primary, accent, surface } = palette;
  const glows = [
    `radial-gradient(circle at 18% 22%, ${accent}66 0, transparent 42%)`,
    `radial-gradient(circle at 82% 30%, ${primary}66 0, transparent 45%)`,
    `radial-gradient(circle at 50% 100%, ${surface}40 0, transparent 55%)`,
    background,
  ].join(', ');
  const dots = [
    `radial-gradient(${accent}55 18%, transparent 19%) 0 0 / 44px 44px`,
    `radial-gradient(${surface}33 14%, transparent 15%) 22px 22px / 44px 44px`,
    `linear-gradient(160deg, ${background}, ${primary}cc)`,
  ].join(', ');
  const rays = [
    `repeating-conic-gradient(from 0deg at 50% 115%, ${surface}1f 0deg 9deg, transparent 9deg 18deg)`,
    `linear-gradient(200deg, ${primary}bb, ${background} 60%, ${accent}99)`,
  ].join(', ');
  return [glows, dots, rays];
}

/** The backgrounds to rotate: the three images given, or three made from the palette. */
export function backgroundsFor(
  palette: Palette,
  images?: readonly [string, string, string],
): BackgroundSet {
  if (!images) return paletteBackgrounds(palette);
  return [imageBackground(images[0]), imageBackground(images[1]), imageBackground(images[2])];
}
