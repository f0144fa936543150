import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_SOURCES, type FontFamily, isFontFamily } from '@partyreel/shared/templates/fonts';
import type { TemplateFonts } from '@partyreel/shared/templates/template-types';

/** Each CSS family's Latin face files (woff2 URLs), one per weight or axis it declares. */
export type LatinFontFiles = ReadonlyMap<string, readonly string[]>;

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const FAMILY = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;]+))/;
const RANGE = /unicode-range:\s*([^;]+)/;
const WOFF2 = /url\(\s*["']?([^)"']+\.woff2)["']?\s*\)/;

/** The Latin subset's range as @fontsource writes it (U+0000-00FF), or minified (U+??). */
function coversLatin(range: string): boolean {
  return range
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .some((part) => part === 'U+??' || /^U\+0{0,4}-0{0,2}FF$/.test(part));
}

/**
 * The Latin face files of every family the stylesheets declare: @fontsource splits each font by
 * script (unicode-range), and the browser fetches only the subsets a page's text needs, so Latin
 * is the one an invitation almost always needs.
 */
export function latinFontFilesIn(css: string, files = new Map<string, string[]>()) {
  for (const [, body = ''] of css.matchAll(FONT_FACE)) {
    const family = FAMILY.exec(body);
    const name = (family?.[1] ?? family?.[2] ?? family?.[3])?.trim();
    const range = RANGE.exec(body)?.[1];
    const url = WOFF2.exec(body)?.[1];
    if (!name || !range || !url || !coversLatin(range)) continue;
    const known = files.get(name) ?? [];
    if (!known.includes(url)) files.set(name, [...known, url]);
  }
  return files;
}

/** Read off the web build's stylesheets (dist/assets/*.css), once, when the server starts. */
export function readLatinFontFiles(webDist: string): LatinFontFiles {
  const files = new Map<string, string[]>();
  const assets = join(webDist, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(assets);
  } catch {
    return files;
  }
  for (const name of names)
    if (name.endsWith('.css')) latinFontFilesIn(readFileSync(join(assets, name), 'utf8'), files);
  return files;
}

/** The faces the guest page sets its own words in (web/src/styles.css), whatever the template. */
export const PAGE_FONTS = ['Nunito', 'Fredoka'] as const satisfies readonly FontFamily[];

/** The guest page's faces as files to preload: the page's own two, then the template's display and body. */
export function guestPageFontFiles(fonts: TemplateFonts, files: LatinFontFiles): string[] {
  const families = [...new Set([...PAGE_FONTS, fonts.display, fonts.body])].filter(isFontFamily);
  return [...new Set(families.flatMap((f) => files.get(FONT_SOURCES[f].cssFamily) ?? []))];
}
