import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src/run-server.ts';

/**
 * Starts the built app on its embedded defaults (the outbox mailer, the Google stand-in), on a free
 * port, with an empty data directory. Development mode keeps those defaults (production refuses to
 * start without real keys); rate limits are off because every journey comes from one address.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'partyreel-e2e-'));
  const server = await startServer({
    NODE_ENV: 'development',
    RATE_LIMITS: 'off',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'warn',
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
