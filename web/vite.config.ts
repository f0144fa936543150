import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Issue 4: `import … from 'sonner'` anywhere in the app resolves to lazy-sonner.tsx, the same
 * toast API that downloads sonner with the first toast shown, so pages that never toast (the
 * guest's invitation) never load it. Only sonner-module.ts reaches the package itself. (Vitest does
 * not read this file: tests use sonner as it is.)
 */
function lazySonner(): Plugin {
  const proxy = here('./src/features/shell/lazy-sonner.tsx');
  const real = here('./src/features/shell/sonner-module.ts');
  return {
    name: 'partyreel:lazy-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || importer?.split('?')[0] === real) return null;
      return proxy;
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
    lazySonner(),
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
