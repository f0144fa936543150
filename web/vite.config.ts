import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
// A relative import: Vite bundles it into the config (the package's .ts would be left to Node).
import { GUEST_PAGE_HTML, isGuestPagePath } from '../shared/src/invite/first-paint.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Bytes on the wire matter on a guest's phone: a Brotli (.br) and a gzip (.gz) copy beside every
 * text file the build writes (public/ included), at the highest levels, once; the server sends the
 * one the browser accepts (server/src/http/web-app.ts,
 * docs/decisions/023-compression-and-caching.md). Fonts are woff2 (Brotli inside already) or its
 * woff fallback (zlib inside): left out. Files under 512 bytes go as they are.
 * scripts/e2e/static-assets.spec.ts checks the same rule on the real build. Only a build that
 * writes files runs it (not `vite`, not chunk-graph.test.ts's in-memory build).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
  const minBytes = 512;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'partyreel:precompress',
    apply: (config, { command }) => command === 'build' && config.build?.write !== false,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = files
        .filter((f) => f.isFile() && compressible.test(f.name))
        .map((f) => join(f.parentPath, f.name));
      await Promise.all(
        texts.map(async (path) => {
          const text = await readFile(path);
          if (text.byteLength < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: text.byteLength,
              },
            }),
            gzipped(text, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The guest's pages are a page of their own (invite.html, src/guest-main.tsx: so a guest's phone
 * loads only guest code). The server answers their addresses with it (server/src/http/web-app.ts);
 * so does the dev server.
 */
function guestPages(): Plugin {
  return {
    name: 'partyreel:guest-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && isGuestPagePath(path)) req.url = `/${GUEST_PAGE_HTML}`;
        next();
      });
    },
  };
}

/**
 * Read off the module graph once it is complete (buildEnd), before the chunks are made, for the
 * chunk groups' tests: what the guest's app imports statically, directly or not (`guest`), and
 * everything it may ever load, its dynamic imports' too (`guestAll`).
 */
function moduleGraphs(guestApp: string) {
  const guest = new Set<string>();
  const guestAll = new Set<string>();
  const plugin: Plugin = {
    name: 'partyreel:module-graphs',
    apply: 'build',
    buildEnd() {
      const walk = (into: Set<string>, start: string, dynamic: boolean) => {
        into.clear();
        const todo = [start];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          const info = this.getModuleInfo(id);
          todo.push(...(info?.importedIds ?? []));
          if (dynamic) todo.push(...(info?.dynamicallyImportedIds ?? []));
        }
      };
      walk(guest, guestApp, false);
      walk(guestAll, guestApp, true);
    },
  };
  return { guest, guestAll, plugin };
}

const graphs = moduleGraphs(here('./src/guest-boot.tsx'));
const entryModules = new Set([here('./src/main.tsx'), here('./src/guest-main.tsx')]);
/**
 * An entry page and its script stay their entry's own chunk, which loads the groups it needs (in a
 * group, the guest's script would run on every page that loads the group).
 */
const isPage = (id: string) => /\.html(?:$|\?)/.test(id) || entryModules.has(id);
/** A scene of the player, or its motion (web/src/features/player/scenes.ts loads each apart). */
const SCENE_MODULE =
  /[\\/]features[\\/]player[\\/](arcade|countdown|envelope|poster|spotlight|storybook)(?:\.motion)?\.tsx?$/;
/** The player's modules, and the template fonts' table that only it and its scenes read. */
const PLAYER_MODULE = /[\\/]src[\\/](?:features[\\/]player[\\/]|templates[\\/]fonts\.ts$)/;
/**
 * Vite's own helpers (the modulepreload polyfill and the dynamic import loader every entry
 * imports): left to the bundler, which gives them a small chunk of their own, so that an entry
 * loads no group just for them.
 */
const isViteHelper = (id: string) => id.startsWith('\0vite/');
/**
 * The scene a module of the player belongs to: a scene's own files, or a helper that only that
 * scene's modules import (the arcade's pixel hero, the countdown's flip board); null for the rest.
 */
function sceneOf(
  id: string,
  moduleInfo: (id: string) => { importers: readonly string[] } | null,
  seen = new Set<string>(),
): string | null {
  const own = SCENE_MODULE.exec(id);
  if (own?.[1]) return own[1];
  if (!PLAYER_MODULE.test(id) || NOT_SCENE_KIT.test(id) || seen.has(id)) return null;
  seen.add(id);
  const scenes = new Set(
    (moduleInfo(id)?.importers ?? []).map((importer) => sceneOf(importer, moduleInfo, seen)),
  );
  const [only] = scenes;
  return scenes.size === 1 && only ? only : null;
}
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
              // A scene, its motion and the helpers only it uses in one chunk (scenes.ts loads each
              // scene apart), rather than a sliver each (bytes on the wire matter on a guest's
              // phone: what /invite loads on opening)...
              name: (id, ctx) => {
                const scene = sceneOf(id, (module) => ctx.getModuleInfo(module));
                return scene ? `scene-${scene}` : null;
              },
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              // ...and the helpers that several of them (and the player) share in another; a
              // helper of one scene alone goes with that scene.
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
