import { resolve } from 'node:path';
import { createDb } from '@partyreel/db';
import { buildApp } from './app.ts';
import { configFromEnv, loadEnv, repoRoot } from './env.ts';
import { installProcessPolicy } from './process-policy.ts';

/**
 * Starts PartyReel: migrate, build, listen. On SIGINT/SIGTERM it drains (http/lifecycle.ts):
 * readiness answers 503 for DRAIN_DELAY_MS, sockets are told to reconnect elsewhere, requests and
 * jobs in flight finish, then it exits; past SHUTDOWN_TIMEOUT_MS it exits anyway.
 */
const env = loadEnv();
const config = configFromEnv(env);
const database = createDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: `${config.dataDir}/db` },
);
await database.migrate(resolve(repoRoot, 'db/migrations'));
const app = await buildApp({ config, database });
// What no caller caught: logged; the process exits only when it cannot go on (process-policy.ts).
installProcessPolicy(app.log);
app.log.info({ database: database.describe }, `database: ${database.kind}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.drain({ delayMs: env.DRAIN_DELAY_MS });
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`PartyReel is listening on ${address}`);
// A parent process that started us (tests, benchmarks, `pnpm dev`) learns the address this way.
process.send?.({ type: 'listening', address });
