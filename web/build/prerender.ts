import { createServer, type Plugin } from 'vite';
// Relative import: Vite bundles it into the config (the package's .ts would be left to Node).
import { PRERENDERED_PAGES } from '../../shared/src/web/prerendered-pages.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** What the build drew into a copy of index.html: a whole page, or the frame every other page has. */
export type Drawn = 'page' | 'frame';

/**
 * The page `markup` (web/src/prerender.tsx) inside the built index.html: in its #root, and the
 * title the page sets (React renders it with the page) in place of the index's. The drawn page is
 * `inert` until the app has taken it over (web/src/main.tsx): it reads as the page, but what is
 * typed or pressed in it would be lost when the app replaces it.
 */
export function pageHtml(indexHtml: string, markup: string, drawn: Drawn = 'page'): string {
  if (!indexHtml.includes(ROOT_ELEMENT))
    throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
  const title = markup.match(TITLE)?.[0];
  const body = title ? markup.replace(TITLE, '') : markup;
  // Replaced by functions: a page's text may hold `$&` and the like, which a string would expand.
  const html = indexHtml.replace(
    ROOT_ELEMENT,
    () => `<div id="root" inert data-drawn="${drawn}">${body}</div>`,
  );
  return title ? html.replace(TITLE, () => title) : html;
}

/**
 * Draws the public pages (PRERENDERED_PAGES) as a first visit sees them, once per build, into their
 * own copies of index.html, and the frame (header and footer) into index.html itself: a phone
 * paints the page, or every other page's frame, from the HTML and the stylesheet, before the app's
 * script has arrived (docs/decisions/074). The app's modules run in Node through Vite's SSR
 * loader (web/src/prerender.tsx). Only a build that writes files runs it.
 */
export function prerenderPages(root: string): Plugin {
  return {
    name: 'partyreel:prerender',
    apply: (config, { command }) => command === 'build' && config.build?.write !== false,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        this.error('prerender: the build made no index.html');
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { prerender, prerenderFrame } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('../src/prerender.tsx');
        for (const [path, fileName] of Object.entries(PRERENDERED_PAGES)) {
          const source = pageHtml(index.source, await prerender(path));
          this.emitFile({ type: 'asset', fileName, source });
        }
        // Every other page starts from the frame: its header and footer paint before the app runs.
        index.source = pageHtml(index.source, prerenderFrame(), 'frame');
      } finally {
        await server.close();
      }
    },
  };
}
