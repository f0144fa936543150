import { launchDev } from './launch.ts';

/**
 * launch.test.ts runs this as `pnpm dev` runs dev.ts: the launcher over two fake servers (the API
 * slow to start), on the ports the test chose.
 */
const fake = (name: string, port: string, delay: string) => ({
  name,
  command: process.execPath,
  args: ['--import', 'tsx', new URL('./fake-server.ts', import.meta.url).pathname],
  cwd: process.cwd(),
  env: { ...process.env, PORT: port, DELAY_MS: delay },
});
const { API_PORT = '', WEB_PORT = '', API_DELAY_MS = '0' } = process.env;
const code = await launchDev({
  api: fake('api', API_PORT, API_DELAY_MS),
  web: fake('web', WEB_PORT, '0'),
  apiReadyUrl: `http://127.0.0.1:${API_PORT}/readyz`,
  webUrl: `http://127.0.0.1:${WEB_PORT}/`,
  pollMs: 50,
});
process.exit(code);
