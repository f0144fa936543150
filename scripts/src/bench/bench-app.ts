import { createDb } from '@partyreel/db';
import { buildApp } from '@partyreel/server/app';
import { configFromEnv, loadEnv } from '@partyreel/server/env';

/**
 * The real app on the database of this process's environment (migrated), for a benchmark's server
 * process (answers-server.ts, send-server.ts) to fill with its data before `listenForBench`.
 */
export async function buildBenchApp() {
  const env = loadEnv();
  const database = createDb(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/db` },
  );
  await database.migrate();
  const config = configFromEnv(env);
  const app = await buildApp({ config, database });
  return { app, config, database, db: database.db };
}

type BenchApp = Awaited<ReturnType<typeof buildBenchApp>>;

/**
 * Listens on a free loopback port, then sends the parent (bench-process.ts) the "listening"
 * message with `data`; SIGTERM or SIGINT closes the app and the database and exits.
 */
export async function listenForBench(
  { app, database }: Pick<BenchApp, 'app' | 'database'>,
  data: Record<string, unknown>,
): Promise<void> {
  let closing = false;
  async function shutdown() {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ type: 'listening', address, ...data });
}
