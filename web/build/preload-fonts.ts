import type { Plugin } from 'vite';

/**
 * The interface's two faces (Nunito for text, Fredoka for headings), Latin subset: what nearly
 * every page's first words are drawn in.
 */
const FIRST_FACES = [
  /^assets\/nunito-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/fredoka-latin-wght-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the interface's faces from the page's head, so they download beside the app's script
 * instead of after it has run and drawn its first text. Drawn first in a fallback face, a heading
 * that wraps differently once the face arrives moves everything under it (Lighthouse found Manage
 * Guests' whole list moved by a font swap).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'partyreel:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).filter((file) =>
          FIRST_FACES.some((face) => face.test(file)),
        );
        if (files.length !== FIRST_FACES.length)
          throw new Error(
            `preload-fonts: expected ${FIRST_FACES.length} faces, found ${files.join(', ') || 'none'}`,
          );
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The stylesheets of the interface's two faces (every subset). */
const FACE_STYLESHEETS = /[\\/]@fontsource-variable[\\/](?:nunito|fredoka)[\\/]index\.css$/;

/**
 * The host's pages draw their words in the interface's faces or not at all: a word waits for its
 * face (`font-display: block`, at most the browser's block period, about 3 s) instead of showing in
 * a fallback that the face then replaces. A page drawn ahead of time (prerender.ts) paints before
 * the faces arrive on a slow network; in a fallback its heading would wrap differently and move
 * what is under it when they come (docs/decisions/074). The guest's pages keep `swap`: their first
 * paint is the server's own, with its faces named apart (docs/decisions/073).
 */
export function blockForInterfaceFaces(): Plugin {
  return {
    name: 'partyreel:block-for-interface-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!FACE_STYLESHEETS.test(id)) return null;
      const blocking = code.replaceAll('font-display: swap', 'font-display: block');
      if (blocking === code) this.error(`${id}: no "font-display: swap" to change`);
      return { code: blocking, map: null };
    },
  };
}
