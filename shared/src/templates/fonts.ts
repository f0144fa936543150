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

export const FONT_SOURCES = {
  Fredoka: {
    package: '@fontsource-variable/fredoka',
    cssFamily: 'Fredoka Variable',
    generic: 'sans-serif',
  },
  Nunito: {
    package: '@fontsource-variable/nunito',
    cssFamily: 'Nunito Variable',
    generic: 'sans-serif',
  },
  'Baloo 2': {
    package: '@fontsource-variable/baloo-2',
    cssFamily: 'Baloo 2 Variable',
    generic: 'sans-serif',
  },
  Quicksand: {
    package: '@fontsource-variable/quicksand',
    cssFamily: 'Quicksand Variable',
    generic: 'sans-serif',
  },
  'Playfair Display': {
    package: '@fontsource-variable/playfair-display',
    cssFamily: 'Playfair Display Variable',
    generic: 'serif',
  },
  Cinzel: {
    package: '@fontsource-variable/cinzel',
    cssFamily: 'Cinzel Variable',
    generic: 'serif',
  },
  Orbitron: {
    package: '@fontsource-variable/orbitron',
    cssFamily: 'Orbitron Variable',
    generic: 'sans-serif',
  },
  Bungee: { package: '@fontsource/bungee', cssFamily: 'Bungee', generic: 'fantasy' },
  Pacifico: { package: '@fontsource/pacifico', cssFamily: 'Pacifico', generic: 'cursive' },
  'Press Start 2P': {
    package: '@fontsource/press-start-2p',
    cssFamily: 'Press Start 2P',
    generic: 'monospace',
  },
  'Luckiest Guy': {
    package: '@fontsource/luckiest-guy',
    cssFamily: 'Luckiest Guy',
    generic: 'fantasy',
  },
  Creepster: { package: '@fontsource/creepster', cssFamily: 'Creepster', generic: 'fantasy' },
  'Mountains of Christmas': {
    package: '@fontsource/mountains-of-christmas',
    cssFamily: 'Mountains of Christmas',
    generic: 'cursive',
  },
  'Lilita One': {
    package: '@fontsource/lilita-one',
    cssFamily: 'Lilita One',
    generic: 'sans-serif',
  },
  Bangers: { package: '@fontsource/bangers', cssFamily: 'Bangers', generic: 'fantasy' },
  'Great Vibes': {
    package: '@fontsource/great-vibes',
    cssFamily: 'Great Vibes',
    generic: 'cursive',
  },
  Rye: { package: '@fontsource/rye', cssFamily: 'Rye', generic: 'serif' },
  Shrikhand: { package: '@fontsource/shrikhand', cssFamily: 'Shrikhand', generic: 'fantasy' },
  'Henny Penny': {
    package: '@fontsource/henny-penny',
    cssFamily: 'Henny Penny',
    generic: 'fantasy',
  },
  'Permanent Marker': {
    package: '@fontsource/permanent-marker',
    cssFamily: 'Permanent Marker',
    generic: 'cursive',
  },
} as const satisfies Record<string, FontSource>;

export type FontFamily = keyof typeof FONT_SOURCES;

export function isFontFamily(family: string): family is FontFamily {
  return Object.hasOwn(FONT_SOURCES, family);
}

/**
 * A CSS font-family value for `family`: the package's registered name, the plain family name (in
 * case it is installed locally), then the generic family. Unknown families get 'sans-serif'.
 */
export function fontStack(family: string): string {
  if (!isFontFamily(family)) return 'sans-serif';
  const source: FontSource = FONT_SOURCES[family];
  const names = source.cssFamily === family ? [family] : [source.cssFamily, family];
  return [...names.map((n) => `'${n}'`), source.generic].join(', ');
}
