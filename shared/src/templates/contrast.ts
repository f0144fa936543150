/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): body text needs at least
 * 4.5:1 against its background, large text (headlines) at least 3:1.
 */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#RGB' or '#RRGGBB' → [r, g, b] in 0–255; throws on anything else. */
export function parseHexColor(color: string): [number, number, number] {
  const match = HEX.exec(color);
  if (!match?.[1]) throw new Error(`not a hex colour: ${color}`);
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHexColor(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, the same whichever comes first. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_LARGE_TEXT_CONTRAST = 3;

/**
 * Text for a solid patch of `background` (a template's accent, under a ribbon's words): the first
 * of `candidates` that reads as body text on it, else the one that reads best. Templates keep
 * their look where it already reads (white first), and switch to a dark ink only where it does not.
 */
export function readableTextOn(background: string, candidates: readonly string[]): string {
  const first = candidates.find((c) => contrastRatio(c, background) >= MIN_TEXT_CONTRAST);
  if (first) return first;
  let best = candidates[0] ?? '#000000';
  for (const candidate of candidates) {
    if (contrastRatio(candidate, background) > contrastRatio(best, background)) best = candidate;
  }
  return best;
}

/** '#rrggbb' from three 0–255 channels. */
function toHex(channels: readonly number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `color` as text on `background`, kept as close to the template's own colour as reading allows:
 * itself when it already reaches `target`, else mixed step by step (5%) toward black or white,
 * whichever stands further from the background, until it does (a bright orange greeting on a
 * cream card becomes a burnt orange, not black).
 */
export function readableOn(color: string, background: string, target = MIN_TEXT_CONTRAST): string {
  if (contrastRatio(color, background) >= target) return color;
  const toward =
    contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? 0 : 255;
  const from = parseHexColor(color);
  for (let step = 1; step <= 20; step++) {
    const mixed = toHex(from.map((c) => c + ((toward - c) * step) / 20));
    if (contrastRatio(mixed, background) >= target) return mixed;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}
