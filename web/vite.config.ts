import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  ],
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
