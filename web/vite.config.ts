import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Issue 14: a Brotli (.br) and a gzip (.gz) copy beside every text file the build writes (public/
 * included), at the highest levels, once; the server sends the one the browser accepts
 * (server/src/http/web-app.ts, docs/decisions/023-compression-and-caching.md). Fonts are woff2
 * (Brotli inside already) or its woff fallback (zlib inside): left out. Files under 512 bytes go as
 * they are. scripts/e2e/static-assets.spec.ts checks the same rule on the real build. Only a build
 * that writes files runs it (not `vite`, not chunk-graph.test.ts's in-memory build).
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

/** The API server in development; `scripts` starts it on API_PORT. */
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// The host header is kept as the browser sent it (no changeOrigin): the server accepts a write or a
// WebSocket upgrade only when its Origin matches that host.
const proxied = { target: api, changeOrigin: false };

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
    precompress(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads anyway in one chunk, not a dozen slivers that each cost a
          // request and compress worse apart (issue 4: first-load JavaScript).
          // (tRPC's WebSocket link stays out: lib/trpc.ts loads it with the first subscription.)
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/]wsLink/.test(id),
              includeDependenciesRecursively: false,
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
    },
  },
});
