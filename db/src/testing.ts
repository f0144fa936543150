import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * A migrated database made once per test run, which each test file's fresh database copies:
 * starting PGlite from a dump skips its initdb and the migrations (seconds per file), and
 * PostgreSQL copies a template database faster than it runs the migrations.
 */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

let template: TestDatabaseTemplate | undefined;
let pgliteDump: Promise<Blob> | undefined;

/**
 * Makes createTestDatabase copy `prepared` (made by prepareTestDatabaseTemplate) instead of
 * migrating a new database; without it, each database is migrated afresh.
 */
export function copyTestDatabasesFrom(prepared: TestDatabaseTemplate | undefined) {
  template = prepared;
  pgliteDump = undefined;
}

/**
 * Migrates the template for this run (PGlite's dumped to a file, or a database on the server
 * DATABASE_URL names) and returns it with a function that removes it.
 */
export async function prepareTestDatabaseTemplate(): Promise<{
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = createDb({});
    await handle.migrate();
    if (handle.connection.kind !== 'pglite') throw new Error('expected the embedded database');
    const dump = await handle.connection.client.dumpDataDir('none');
    await handle.close();
    await removeAbandonedDumps();
    const dumpFile = join(tmpdir(), `${DUMP_PREFIX}${suffix}.tar`);
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpFile },
      remove: () => rm(dumpFile, { force: true }),
    };
  }
  const name = `partyreel_template_${suffix}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const handle = createDb({ databaseUrl: withDatabase(serverUrl, name), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    // Nothing may stay connected to a template while databases are copied from it.
    await handle.close();
  }
  return {
    template: { kind: 'postgres', serverUrl, name },
    async remove() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server that is dropped afterwards (tests never share data).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      pgliteDump ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
      const handle = createDb({ loadDataDir: await pgliteDump });
      return { handle, destroy: () => handle.close() };
    }
    const handle = createDb({});
    await handle.migrate();
    return { handle, destroy: () => handle.close() };
  }
  const name = `partyreel_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const source =
    template?.kind === 'postgres' && template.serverUrl === serverUrl ? template.name : undefined;
  await admin.unsafe(`create database ${name}${source ? ` template ${source}` : ''}`);
  const databaseUrl = withDatabase(serverUrl, name);
  const handle = createDb({ databaseUrl, poolSize: 5 });
  if (!source) await handle.migrate();
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

const DUMP_PREFIX = 'partyreel-test-template-';

/** A run that was killed left its dump behind: removes those whose process is gone. */
async function removeAbandonedDumps() {
  for (const file of await readdir(tmpdir())) {
    const pid = Number(new RegExp(`^${DUMP_PREFIX}(\\d+)_[0-9a-f]+\\.tar$`).exec(file)?.[1]);
    if (pid && !isRunning(pid)) await rm(join(tmpdir(), file), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
