import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The query API is the same on both drivers; the PGlite database is typed through this one. */
export type Db = PostgresJsDatabase<Schema>;

export type DbOptions =
  /** PostgreSQL at this URL, through postgres.js. */
  | { databaseUrl: string; poolSize?: number }
  /**
   * Embedded PGlite: file-backed in `dataDir`, or in memory when it is omitted. `loadDataDir`, a
   * dump of another PGlite's data directory, starts it as a copy of that one (the tests' template).
   */
  | { databaseUrl?: undefined; dataDir?: string; loadDataDir?: Blob };

/**
 * How to reach the same database from another library (the job queue): the embedded instance
 * itself, or the server's URL for a pool of its own.
 */
export type DbConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  connection: DbConnection;
  /** Where the data lives, safe to log (no password). */
  describe: string;
  /**
   * Applies the committed SQL migrations (db/migrations, or `folder`: the server's bundle names
   * it, since the bundle does not sit beside db/); safe to call again and from several instances at
   * once.
   */
  migrate(folder?: string): Promise<void>;
  /** Fails when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel over its own connection. `onReady` runs each time the listener (re)connects,
   * so the caller can re-read whatever it may have missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReady?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const defaultMigrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');
/** Any fixed number: instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_311_642;

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.poolSize ?? 10);
  return createPgliteDb(
    'dataDir' in options ? options.dataDir : undefined,
    'loadDataDir' in options ? options.loadDataDir : undefined,
  );
}

/**
 * How long the app waits on PostgreSQL before it gives up, so that a request during an outage
 * fails with the try-again text in seconds instead of hanging (docs/decisions/037).
 */
export const DATABASE_TIMEOUTS = {
  /** Seconds to open a connection, TCP and start-up handshake alike (postgres.js' default: 30). */
  connectSeconds: 3,
  /** Milliseconds one statement may run or wait on a lock before the server cancels it. */
  statementMs: 10_000,
  /** Milliseconds a transaction may sit idle before the server ends its session. */
  idleInTransactionMs: 10_000,
  /** Seconds an unused pooled connection is kept, so a stale one does not outlive an outage. */
  idleSeconds: 60,
} as const;

function createPostgresDb(url: string, poolSize: number): DbHandle {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connect_timeout: DATABASE_TIMEOUTS.connectSeconds,
    idle_timeout: DATABASE_TIMEOUTS.idleSeconds,
    connection: {
      application_name: 'partyreel',
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    },
  });
  const db = drizzlePostgres(client, { schema });
  let closed = false;
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    describe: `postgresql://${parsed.host}${parsed.pathname}`,
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      // One connection, so the advisory lock and the migrator's transaction share a session. No
      // statement timeout: it waits for another instance's migration, which may take a while.
      const lockClient = postgres(url, {
        max: 1,
        onnotice: () => {},
        connect_timeout: DATABASE_TIMEOUTS.connectSeconds,
      });
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    async ping() {
      await client`select 1`;
    },
    async listen(channel, onPayload, onReady) {
      const { unlisten } = await client.listen(channel, onPayload, onReady);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
}

function createPgliteDb(dataDir: string | undefined, loadDataDir: Blob | undefined): DbHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(
    new PGlite({ dataDir, loadDataDir }),
    dataDir ? `pglite:${dataDir}` : 'pglite:memory',
  );
}

/** A handle on a PGlite instance that is already open (the tests reuse theirs: db/src/testing.ts). */
export function pgliteHandle(client: PGlite, describe: string): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    describe,
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async ping() {
      if (client.closed) throw new Error('The embedded database is closed');
      await client.query('select 1');
    },
    async listen(channel, onPayload, onReady) {
      const unlisten = await client.listen(channel, onPayload);
      onReady?.();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** NOTIFY inside the caller's transaction: PostgreSQL delivers it only if and when that commits. */
export function notifySql(channel: string, payload: string) {
  return sql`select pg_notify(${channel}, ${payload})`;
}
