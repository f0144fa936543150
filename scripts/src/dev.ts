import { launchDev } from './dev/launch.ts';
import { serverDir, webDir } from './paths.ts';

/**
 * `pnpm dev`: the API server (restarting on change), then, once it answers, Vite (hot reload,
 * proxying /trpc with its WebSocket, /api, /media and /dev to the server). Ctrl-C stops both
 * quietly (dev/launch.ts).
 */
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
// `pnpm dev` is where the development doors open (dev checkout, dev mailbox, Google stand-in): the
// server alone defaults to production.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: apiPort,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  // Ctrl-C should stop at once: no load balancer to drain for in development.
  DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '0',
  // Links in e-mails and redirects are built from configuration, never from a request's Host: in
  // development they point at the Vite address the browser opens.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${webPort}`,
};

const code = await launchDev({
  api: {
    name: 'api',
    command: 'node_modules/.bin/tsx',
    args: ['watch', '--clear-screen=false', 'src/server.ts'],
    cwd: serverDir,
    env,
  },
  web: {
    name: 'web',
    command: process.execPath,
    args: ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'],
    cwd: webDir,
    env,
  },
  apiReadyUrl: `http://127.0.0.1:${apiPort}/readyz`,
  webUrl: `http://127.0.0.1:${webPort}/`,
});
process.exit(code);
