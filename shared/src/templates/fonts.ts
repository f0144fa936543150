/**
 * The font families templates may use, and the @fontsource package that serves each one from our
 * own origin (checked on the npm registry; the web package installs and imports them). A variable
 * package registers its family under the name '<Family> Variable'.
 */
export interface FontSource {
  /** The npm package to import, e.g. `import '@fontsource-variable/fredoka'`. */
  package: string;
  /** The CSS font-family name the package registers. */
  cssFamily: string;
  /** The generic family to fall back on. */
  generic: 'sans-serif' | 'serif' | 'cursive' | 'monospace' | 'fantasy';
}

/** The package's path: the family's name in lower case, words joined by '-'. */
const slug = (family: string) => family.toLowerCase().replaceAll(' ', '-');

/** A family from a variable-weight package, which registers it as '<Family> Variable'. */
function variableFont(family: string, generic: FontSource['generic']): FontSource {
  return {
    package: `@fontsource-variable/${slug(family)}`,
    cssFamily: `${family} Variable`,
    generic,
  };
}

/** A family from a fixed-weight package, registered under its own name. */
function staticFont(family: string, generic: FontSource['generic']): FontSource {
  return { package: `@fontsource/${slug(family)}`, cssFamily: family, generic };
}

export const FONT_SOURCES = {
  Fredoka: variableFont('Fredoka', 'sans-serif'),
  Nunito: variableFont('Nunito', 'sans-serif'),
  'Baloo 2': variableFont('Baloo 2', 'sans-serif'),
  Quicksand: variableFont('Quicksand', 'sans-serif'),
  'Playfair Display': variableFont('Playfair Display', 'serif'),
  Cinzel: variableFont('Cinzel', 'serif'),
  Orbitron: variableFont('Orbitron', 'sans-serif'),
  Bungee: staticFont('Bungee', 'fantasy'),
  Pacifico: staticFont('Pacifico', 'cursive'),
  'Press Start 2P': staticFont('Press Start 2P', 'monospace'),
  'Luckiest Guy': staticFont('Luckiest Guy', 'fantasy'),
  Creepster: staticFont('Creepster', 'fantasy'),
  'Mountains of Christmas': staticFont('Mountains of Christmas', 'cursive'),
  'Lilita One': staticFont('Lilita One', 'sans-serif'),
  Bangers: staticFont('Bangers', 'fantasy'),
  'Great Vibes': staticFont('Great Vibes', 'cursive'),
  Rye: staticFont('Rye', 'serif'),
  Shrikhand: staticFont('Shrikhand', 'fantasy'),
  'Henny Penny': staticFont('Henny Penny', 'fantasy'),
  'Permanent Marker': staticFont('Permanent Marker', 'cursive'),
} as const satisfies Record<string, FontSource>;

export type FontFamily = keyof typeof FONT_SOURCES;

export function isFontFamily(family: string): family is FontFamily {
  return Object.hasOwn(FONT_SOURCES, family);
}

/**
 * A CSS font-family value for `family`: the name the package registers, then the generic family.
 * Unknown families get 'sans-serif'. No locally installed family is named: each name a browser
 * cannot find costs it a lookup in the system's fonts, for every size, on every layout until the
 * web font arrives (docs/decisions/073).
 */
export function fontStack(family: string): string {
  if (!isFontFamily(family)) return 'sans-serif';
  const source: FontSource = FONT_SOURCES[family];
  return `'${source.cssFamily}', ${source.generic}`;
}
