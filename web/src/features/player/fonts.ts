import { FONT_SOURCES, type FontFamily, isFontFamily } from '@partyreel/shared/templates/fonts';
import type { TemplateFonts } from '@partyreel/shared/templates/template-types';

/**
 * Each template font's stylesheet, loaded only when a template uses it (a dynamic import per family,
 * so Vite gives each its own small chunk). The keys are the catalogue's families
 * (shared/templates/fonts.ts): a family added there without a loader here fails the typecheck.
 */
const FONT_LOADERS = {
  // The app's own two fonts: main.tsx loads them for every page (a dynamic import here would only
  // make the bundler warn that it cannot split them off).
  Fredoka: () => Promise.resolve(),
  Nunito: () => Promise.resolve(),
  'Baloo 2': () => import('@fontsource-variable/baloo-2'),
  Quicksand: () => import('@fontsource-variable/quicksand'),
  'Playfair Display': () => import('@fontsource-variable/playfair-display'),
  Cinzel: () => import('@fontsource-variable/cinzel'),
  Orbitron: () => import('@fontsource-variable/orbitron'),
  Bungee: () => import('@fontsource/bungee'),
  Pacifico: () => import('@fontsource/pacifico'),
  'Press Start 2P': () => import('@fontsource/press-start-2p'),
  'Luckiest Guy': () => import('@fontsource/luckiest-guy'),
  Creepster: () => import('@fontsource/creepster'),
  'Mountains of Christmas': () =>
    Promise.all([
      import('@fontsource/mountains-of-christmas/400.css'),
      import('@fontsource/mountains-of-christmas/700.css'),
    ]),
  'Lilita One': () => import('@fontsource/lilita-one'),
  Bangers: () => import('@fontsource/bangers'),
  'Great Vibes': () => import('@fontsource/great-vibes'),
  Rye: () => import('@fontsource/rye'),
  Shrikhand: () => import('@fontsource/shrikhand'),
  'Henny Penny': () => import('@fontsource/henny-penny/400.css'),
  'Permanent Marker': () => import('@fontsource/permanent-marker'),
} satisfies Record<FontFamily, () => Promise<unknown>>;

async function loadFamily(family: string): Promise<void> {
  if (!isFontFamily(family)) return;
  await FONT_LOADERS[family]();
  // The stylesheet only declares the face; ask the browser to fetch it now, not at first paint.
  const faces = typeof document !== 'undefined' ? document.fonts : undefined;
  await faces?.load(`1em '${FONT_SOURCES[family].cssFamily}'`);
}

/**
 * Loads a template's display and body fonts. Never rejects: a font that fails to load leaves its
 * fallback in place, and the invitation shows all the same.
 */
export async function loadTemplateFonts(fonts: TemplateFonts): Promise<void> {
  const families = [...new Set([fonts.display, fonts.body])];
  await Promise.all(families.map((family) => loadFamily(family).catch(() => undefined)));
}
