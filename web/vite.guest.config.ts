import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative imports: Vite bundles them into the config (the package's .ts would be left to Node).
import { GUEST_PAGE_HTML } from '../shared/src/invite/first-paint.ts';
import { isViteHelper, pageRule, SCENE_GROUPS } from './build/chunk-rules.ts';
import { firstPaintTemplate } from './build/first-paint-template.ts';
import { moduleGraphs } from './build/module-graphs.ts';
import { precompress } from './build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const graphs = moduleGraphs(here('./src/guest-boot.tsx'), here('./src/guest-main.tsx'));
const isPage = pageRule(new Set([here('./src/guest-main.tsx')]));

/**
 * The guest's pages (invite.html: /invite/{code}, its end screen, /recipients/{code}), built apart
 * from the host's app into the same dist/ after it (`pnpm build`), so that they share no chunk with
 * it, and rendered by Preact through its React compatibility layer: the same components, a tenth
 * of React DOM's bytes on a guest's phone (docs/decisions/053). The dev server (vite.config.ts)
 * serves these pages on React.
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    firstPaintTemplate(here('./src/features/guest/invite-first-paint.html')),
    graphs.plugin,
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  build: {
    // The host's build (vite.config.ts) ran first and emptied dist/.
    emptyOutDir: false,
    rolldownOptions: {
      input: { guest: here(`./${GUEST_PAGE_HTML}`) },
      output: {
        codeSplitting: {
          groups: [
            {
              // The guest's app (guest-boot.tsx and all it imports: Preact, the answer form, the
              // frame) in one chunk, loaded once the server's painted invitation is on screen. What
              // the entry itself imports stays in the entry's chunk: here, it would make the entry
              // import the whole app before the paint.
              name: 'guest-app',
              test: (id) =>
                graphs.guest.has(id) && !graphs.page.has(id) && !isPage(id) && !isViteHelper(id),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            ...SCENE_GROUPS,
          ],
        },
      },
    },
  },
});
