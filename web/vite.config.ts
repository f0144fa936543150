import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
// Relative imports: Vite bundles them into the config (the package's .ts would be left to Node).
import { GUEST_PAGE_HTML } from '../shared/src/invite/first-paint.ts';
import { firstPaintTemplate } from './build/first-paint-template.ts';
import { guestPages } from './build/guest-pages.ts';
import { moduleGraphs } from './build/module-graphs.ts';
import { precompress } from './build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const graphs = moduleGraphs(here('./src/guest-boot.tsx'));
const entryModules = new Set([here('./src/main.tsx'), here('./src/guest-main.tsx')]);
/**
 * An entry page and its script stay their entry's own chunk, which loads the groups it needs (in a
 * group, the guest's script would run on every page that loads the group).
 */
const isPage = (id: string) => /\.html(?:$|\?)/.test(id) || entryModules.has(id);
/**
 * A module of one scene: everything in its folder, web/src/features/player/scenes/<layout>/ (the
 * scene, its motion, the helpers only it draws with), which scenes.ts loads apart.
 */
const SCENE_MODULE = /[\\/]features[\\/]player[\\/]scenes[\\/]([^\\/]+)[\\/]/;
/** The player's modules, and the template fonts' table that only it and its scenes read. */
const PLAYER_MODULE = /[\\/]src[\\/](?:features[\\/]player[\\/]|templates[\\/]fonts\.ts$)/;
/**
 * Vite's own helpers (the modulepreload polyfill and the dynamic import loader every entry
 * imports): left to the bundler, which gives them a small chunk of their own, so that an entry
 * loads no group just for them.
 */
const isViteHelper = (id: string) => id.startsWith('\0vite/');
/** The player itself and the other variants' stages: not helpers of the scenes. */
const NOT_SCENE_KIT = /invitation-player|fancy-|teaser-card/;
/** tRPC's WebSocket link: lib/trpc.ts loads it with the first subscription. */
const isWsLink = (id: string) => /[\\/]wsLink/.test(id);
/** What a group may take: not the entries, not Vite's helpers, not the WebSocket link. */
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
    firstPaintTemplate(here('./src/features/guest/invite-first-paint.html')),
    graphs.plugin,
    precompress(),
  ],
  build: {
    rolldownOptions: {
      input: { app: here('./index.html'), guest: here(`./${GUEST_PAGE_HTML}`) },
      output: {
        codeSplitting: {
          // Everything an entry loads anyway in one chunk, not a dozen slivers that each cost a
          // request and compress worse apart (first-load JavaScript matters on a phone). Two
          // entries: what the guest's page loads at first ('common', which the host's app loads
          // too: React, the API client, the frame) and what only the host's app adds to it ('host':
          // the router, the session guards), so a guest never downloads the router.
          groups: [
            {
              name: 'common',
              tags: ['$initial'],
              // What the guest may load later counts too: a chunk of the guest's must never
              // import the host's first load for a module they share.
              test: (id) => graphs.guestAll.has(id) && isGroupable(id),
              includeDependenciesRecursively: false,
              priority: 5,
            },
            {
              // The rest of the guest's app (guest-boot.tsx and what it imports): one chunk, which
              // a host's page that shows an invitation (a preview, a wizard's stage) shares.
              name: 'guest-app',
              test: (id) => graphs.guest.has(id) && isGroupable(id),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            {
              // A scene's folder (the scene, its motion, the helpers only it uses) in one chunk
              // (scenes.ts loads each scene apart), rather than a sliver each (bytes on the wire matter on a guest's
              // phone: what /invite loads on opening)...
              name: (id) => {
                const scene = SCENE_MODULE.exec(id)?.[1];
                return scene ? `scene-${scene}` : null;
              },
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              // ...and the helpers that several of them (and the player) share in another (a helper
              // of one scene alone lives in that scene's folder).
              name: 'scene-kit',
              test: (id) => PLAYER_MODULE.test(id) && !NOT_SCENE_KIT.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              name: 'host',
              tags: ['$initial'],
              test: isGroupable,
              includeDependenciesRecursively: false,
              priority: 1,
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
