import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from '@partyreel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
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
