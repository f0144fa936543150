import type { FontFamily } from '../fonts.ts';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 forbids outright (control characters other than tab, LF and CR).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
  );
}

/** Roughly how wide a capital-heavy line is per character, in ems, for each display family. */
const WIDTH_PER_CHAR: Partial<Record<FontFamily, number>> = {
  'Press Start 2P': 1,
  Bungee: 0.78,
  Orbitron: 0.78,
  Cinzel: 0.72,
  Rye: 0.7,
  Shrikhand: 0.7,
  'Henny Penny': 0.66,
  'Luckiest Guy': 0.62,
  Pacifico: 0.62,
  'Permanent Marker': 0.62,
  'Playfair Display': 0.56,
  'Lilita One': 0.54,
  'Mountains of Christmas': 0.52,
  Creepster: 0.5,
  Bangers: 0.5,
  'Great Vibes': 0.46,
};
const DEFAULT_WIDTH_PER_CHAR = 0.6;
const LINE_HEIGHT = 1.12;

export interface TextBox {
  /** Centre of the box horizontally. */
  cx: number;
  top: number;
  width: number;
  height: number;
}

function longestOf(lines: string[]): number {
  return Math.max(1, ...lines.map((l) => [...l].length));
}

/** Every way to break `words` into `lines` non-empty lines. */
function splits(words: string[], lines: number): string[][] {
  if (lines === 1) return [[words.join(' ')]];
  const result: string[][] = [];
  for (let i = 1; i <= words.length - lines + 1; i++) {
    for (const rest of splits(words.slice(i), lines - 1))
      result.push([words.slice(0, i).join(' '), ...rest]);
  }
  return result;
}

/** The line breaks and font size that show `text` largest inside `box`. */
export function fitText(
  text: string,
  box: TextBox,
  family: string,
  maxLines: number,
  maxSize: number,
): { lines: string[]; size: number; widthPerChar: number } {
  // A picture shown with <img> cannot load web fonts and falls back to the generic family, so the
  // estimate is never narrower than a generic font's: the name fits whichever font draws it.
  const widthPerChar = Math.max(
    WIDTH_PER_CHAR[family as FontFamily] ?? DEFAULT_WIDTH_PER_CHAR,
    DEFAULT_WIDTH_PER_CHAR,
  );
  const words = text.trim().split(/\s+/).filter(Boolean);
  let best = { lines: [text.trim()], size: 0, widthPerChar };
  for (let n = 1; n <= Math.min(maxLines, Math.max(words.length, 1)); n++) {
    for (const lines of splits(words.length > 0 ? words : [''], n)) {
      const longest = longestOf(lines);
      const size = Math.min(
        maxSize,
        box.width / (longest * widthPerChar),
        box.height / (n * LINE_HEIGHT),
      );
      // Largest wins; among (nearly) equal sizes, fewer lines, then the most even lines.
      const better =
        size > best.size + 0.25 ||
        (size > best.size - 0.25 &&
          (n < best.lines.length || (n === best.lines.length && longest < longestOf(best.lines))));
      if (better) best = { lines, size, widthPerChar };
    }
  }
  return best;
}

/** A centred, fitted, escaped <text> block for `text` inside `box`. */
export function textBlock(
  text: string,
  box: TextBox,
  style: { family: string; fontStack: string; fill: string; maxLines: number; maxSize: number },
  extra = '',
): string {
  const { lines, size } = fitText(text, box, style.family, style.maxLines, style.maxSize);
  const total = lines.length * size * LINE_HEIGHT;
  const firstBaseline = box.top + (box.height - total) / 2 + size * 0.88;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${r(box.cx)}" y="${r(firstBaseline + i * size * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text class="name" font-family="${escapeXml(style.fontStack)}" font-size="${r(size)}" font-weight="700" fill="${style.fill}" text-anchor="middle"${extra}>${tspans}</text>`;
}

/** Rounds for compact, stable output. */
export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}
