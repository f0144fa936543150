import { randomBytes } from 'node:crypto';
import { createDb, type Db, type DbHandle } from '@partyreel/db';
import { events } from '@partyreel/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { browserClient } from './app.ts';
import { markVerified, newAccount } from './factories.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server the crash tests run on, and whether it answers (else they skip). */
export async function postgresServer() {
  const admin = createDb({ databaseUrl: SERVER_URL, poolSize: 1 });
  const reachable = await admin.ping().then(
    () => true,
    () => false,
  );
  return { admin, reachable };
}

/**
 * Inside a describe: a fresh database on `admin`'s server for the file (made before its tests,
 * dropped after them), and real servers on it in child processes, started with `env()` added (so a
 * test can kill one with SIGKILL and start another on the same data). Every server is killed at
 * the end.
 */
export function serversOnFreshDatabase(
  admin: DbHandle,
  tag: string,
  env: () => Record<string, string | undefined>,
) {
  const name = `partyreel_${tag}_${randomBytes(6).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let handle: DbHandle | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await admin.db.execute(sql.raw(`create database ${name}`));
    handle = createDb({ databaseUrl, poolSize: 2 });
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await handle?.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  return {
    db() {
      if (!handle) throw new Error('the database is made before the tests');
      return handle.db;
    },
    async start() {
      const server = await startServerProcess({
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        ...env(),
      });
      servers.push(server);
      return server;
    },
  };
}

/**
 * A host registered through `url` (a server of the file), verified, with a paid event of
 * `values` written straight into `db`: what a crash test sends from.
 */
export async function verifiedHostEvent(
  db: Db,
  url: string,
  values: Omit<typeof events.$inferInsert, 'userId'> & { title: string },
) {
  const host = browserClient(url);
  const me = await host.client.auth.register.mutate(newAccount());
  if (!me) throw new Error('host not registered');
  await markVerified(db, me.id);
  const [event] = await db
    .insert(events)
    .values({ userId: me.id, unlockedAt: new Date(), ...values })
    .returning();
  if (!event) throw new Error('no event');
  return { host, event };
}
