import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
// Relative imports: Vite bundles them into the config (the package's .ts would be left to Node).
import { FIRST_PAINT_ID, FIRST_PAINT_TEMPLATE_HTML } from '../../shared/src/invite/first-paint.ts';

/**
 * The guest's first paint is the web's markup (`source`: src/features/guest/invite-first-paint.html)
 * that the server fills for each /invite/{code} (server/src/http/invite-first-paint.ts,
 * docs/decisions/026-guest-page-entry.md): the build writes it beside invite.html, as it is. A
 * template that does not paint in the element the page takes away once it has rendered
 * (web/src/features/guest/first-paint-data.ts) fails the build.
 */
export function firstPaintTemplate(source: string): Plugin {
  return {
    name: 'partyreel:first-paint-template',
    apply: 'build',
    async generateBundle() {
      this.addWatchFile(source);
      const markup = await readFile(source, 'utf8');
      if (!markup.includes(`<div id="${FIRST_PAINT_ID}">`))
        this.error(`${source} must paint in <div id="${FIRST_PAINT_ID}">`);
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_TEMPLATE_HTML, source: markup });
    },
  };
}
