import { contrastRatio } from './contrast.ts';
import { fontStack } from './fonts.ts';
import type { Motif, TemplateDefinition } from './template-types.ts';
import { frameDefs, layoutFrame, type Rect } from './thumbnail/layout-frames.ts';
import { bandShape, isBandMotif, SCATTERED_SHAPES } from './thumbnail/motif-shapes.ts';
import { hashString, seededRandom } from './thumbnail/seeded-random.ts';
import { escapeXml, r } from './thumbnail/svg-text.ts';

type Thumbnailable = Pick<
  TemplateDefinition,
  'id' | 'name' | 'palette' | 'fonts' | 'motifs' | 'layout'
>;
type ScatteredMotif = keyof typeof SCATTERED_SHAPES;

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 200;
const MOTIF_COUNT = 14;

function overlaps(x: number, y: number, radius: number, rects: Rect[]): boolean {
  return rects.some(
    (b) => x + radius > b.x && x - radius < b.x + b.w && y + radius > b.y && y - radius < b.y + b.h,
  );
}

/**
 * The template's poster frame as a 16:10 SVG: its background and palette, its motifs drawn as
 * vector shapes, the signature shape of its scene layout (envelope, poster, countdown tiles, open
 * book, arcade cabinet, spotlit stage) and its name in its display font. The same template always
 * gives the same picture: the scatter is seeded by the id, never by Math.random.
 */
export function thumbnailSvg(template: Thumbnailable): string {
  const p = template.palette;
  const seed = hashString(template.id);
  const random = seededRandom(seed);
  const uid = `t${seed.toString(36)}`;
  const scattered = template.motifs.filter((m): m is ScatteredMotif => !isBandMotif(m));
  const bands = template.motifs.filter(isBandMotif);
  const signature: ScatteredMotif = scattered[0] ?? 'stars';

  // Motif colours that stand out from the background, with a contrasting colour for their details.
  const visible = [p.accent, p.surface, p.primary].filter(
    (c) => contrastRatio(c, p.background) >= 1.4,
  );
  const colours = visible.length > 0 ? visible : [p.text];
  const detailFor = (c: string) => (c === p.surface ? p.primary : p.surface);
  const draw = (
    motif: ScatteredMotif,
    x: number,
    y: number,
    scale: number,
    rotate: number,
    c: string,
    d: string,
  ) =>
    `<g class="motif motif-${motif}" transform="translate(${r(x)} ${r(y)}) rotate(${r(rotate)}) scale(${Math.round(scale * 100) / 100})">${SCATTERED_SHAPES[motif](c, d)}</g>`;

  const frame = layoutFrame(template.layout, {
    palette: p,
    uid,
    name: template.name,
    family: template.fonts.display,
    fontStack: fontStack(template.fonts.display),
    icon: (x, y, scale, c, d) => draw(signature, x, y, scale, 0, c, d),
  });

  const placed: { x: number; y: number; radius: number }[] = [];
  const motifs: string[] = [];
  for (
    let attempt = 0;
    attempt < 400 && placed.length < MOTIF_COUNT && scattered.length > 0;
    attempt++
  ) {
    const scale = 0.55 + random() * 0.5;
    const radius = 10 * scale + 2;
    const x = 6 + random() * (THUMBNAIL_WIDTH - 12);
    const y = 6 + random() * (THUMBNAIL_HEIGHT - 12);
    const rotate = (random() - 0.5) * 50;
    if (overlaps(x, y, radius, frame.keepOut)) continue;
    if (placed.some((o) => Math.hypot(o.x - x, o.y - y) < o.radius + radius + 4)) continue;
    const motif = scattered[placed.length % scattered.length] as ScatteredMotif;
    const colour = colours[placed.length % colours.length] as string;
    placed.push({ x, y, radius });
    motifs.push(draw(motif, x, y, scale, rotate, colour, detailFor(colour)));
  }
  const bandDrawings = bands.map(
    (m: Motif) =>
      `<g class="motif motif-${m}">${bandShape(m as Parameters<typeof bandShape>[0], colours[0] as string, colours[1 % colours.length] as string)}</g>`,
  );

  const title = escapeXml(template.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" role="img" aria-label="${title}" data-layout="${template.layout}">`,
    `<title>${title}</title>`,
    `<defs>${frameDefs(uid, p)}</defs>`,
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="${p.background}"/>`,
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#${uid}-glow)"/>`,
    ...bandDrawings,
    ...motifs,
    `<g class="layout layout-${template.layout}">${frame.svg}</g>`,
    '</svg>',
  ].join('');
}
