import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type DbHandle } from './client.ts';

export interface TestDatabase {
  handle: DbHandle;
  /** The URL of the fresh PostgreSQL database, when the tests run against one. */
  databaseUrl?: string;
  /** Closes the connections and drops the database it made. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server that is dropped afterwards (tests never share data).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = createDb({});
    await handle.migrate();
    return { handle, destroy: () => handle.close() };
  }
  const name = `partyreel_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = createDb({ databaseUrl, poolSize: 5 });
  await handle.migrate();
  return {
    handle,
    databaseUrl,
    async destroy() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
