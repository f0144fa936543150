import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
// Relative imports: Vite bundles them into the config (the package's .ts would be left to Node).
import { isViteHelper, isZodModule, pageRule, SCENE_GROUPS } from './build/chunk-rules.ts';
import { guestPages } from './build/guest-pages.ts';
import { precompress } from './build/precompress.ts';
import { blockForInterfaceFaces, preloadFonts } from './build/preload-fonts.ts';
import { prerenderPages } from './build/prerender.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const isPage = pageRule(new Set([here('./src/main.tsx')]));
/** tRPC's WebSocket link: lib/trpc.ts loads it with the first subscription. */
const isWsLink = (id: string) => /[\\/]wsLink/.test(id);
const isStylesheet = (id: string) => /\.css(?:$|\?)/.test(id);
/** What a group may take: not the entry, not Vite's helpers, not the WebSocket link. */
const isGroupable = (id: string) => !isWsLink(id) && !isPage(id) && !isViteHelper(id);

/** The API server in development; `scripts` starts it on API_PORT. */
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * While the API restarts (tsx watch, on every server change) Vite cannot reach it: the page gets a
 * 503 with Retry-After instead of Vite's bare 502, which says "not yet" to the page's retries (a
 * query is asked again twice, lib/trpc.ts) rather than "broken".
 */
const apiStarting: NonNullable<ProxyOptions['configure']> = (proxy) => {
  proxy.on('error', (_error, _req, res) => {
    if (!('req' in res) || res.headersSent || res.writableEnded) return;
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '2' });
    res.end('The PartyReel API is starting. Please try again in a moment.');
  });
};

// The host header is kept as the browser sent it (no changeOrigin): the server accepts a write or a
// WebSocket upgrade only when its Origin matches that host.
const proxied = { target: api, changeOrigin: false, configure: apiStarting };

/**
 * The host's app (index.html) and the dev server. The guest's pages (invite.html) are built apart,
 * on Preact, by vite.guest.config.ts (docs/decisions/053); the dev server serves them on React.
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    guestPages(),
    blockForInterfaceFaces(),
    preloadFonts(),
    prerenderPages(here('.')),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      input: { app: here('./index.html') },
      output: {
        codeSplitting: {
          groups: [
            ...SCENE_GROUPS,
            {
              // Zod and the schemas apart: the page groups below merge small shared modules into a
              // neighbour, and a form's message or a title's fallback merged beside Zod or a
              // schema made every page (the landing, the dashboard) load and run 90 KB of Zod it
              // never calls.
              name: 'zod',
              test: (id: string) => isZodModule(id) && isGroupable(id),
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              // Everything the app loads at first in one chunk (React, the router, the API client,
              // the frame), not a dozen slivers that each cost a request and compress worse apart.
              name: 'host',
              tags: ['$initial'],
              test: isGroupable,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // What pages load after the first: the modules they share, by the set of pages
              // that use them, small sets merged into a neighbour: a page loads a few chunks, not
              // thirty slivers that each wait for one of a phone's six connections.
              name: 'pages',
              // Stylesheets stay with their own modules: a template's faces come with its scene.
              test: (id: string) => isGroupable(id) && !isStylesheet(id),
              entriesAware: true,
              entriesAwareMergeThreshold: 6 * 1024,
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
      treeshake: {
        // tRPC's client is side-effect free but does not say so: without this, its index keeps
        // the WebSocket link (which lib/trpc.ts loads with the first subscription) in every page's
        // first load.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/].*@trpc[\\/]client[\\/]dist[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      // The server's own paths (as in server/src/http/web-app.ts): the prefix itself or below it.
      '^/trpc(/|\\?|$)': { ...proxied, ws: true },
      '^/(api|media|dev|healthz)(/|\\?|$)': proxied,
      // The unsubscribe page and its one-click POST are the server's own (docs/decisions/032).
      '^/unsubscribe/': proxied,
    },
  },
});
