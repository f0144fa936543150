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
