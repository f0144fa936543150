import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { createDb, type DbHandle, pgliteHandle } from './client.ts';

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
/** PGlite copies of the template that a test file gave back, emptied and checked (reusedPglite). */
let idlePglites: PGlite[] = [];
/** The template's catalogue, as `catalogueOf` reads it: what an emptied copy must match to be reused. */
let templateCatalogue: Promise<string> | undefined;

/**
 * Makes createTestDatabase copy `prepared` (made by prepareTestDatabaseTemplate) instead of
 * migrating a new database; without it, each database is migrated afresh.
 */
export function copyTestDatabasesFrom(prepared: TestDatabaseTemplate | undefined) {
  // Every test file's set-up names the run's template again: copies of the same one stay reusable.
  if (sameTemplate(template, prepared)) return;
  template = prepared;
  pgliteDump = undefined;
  idlePglites = [];
  templateCatalogue = undefined;
}

function sameTemplate(a: TestDatabaseTemplate | undefined, b: TestDatabaseTemplate | undefined) {
  if (a?.kind === 'pglite' && b?.kind === 'pglite') return a.dumpFile === b.dumpFile;
  if (a?.kind === 'postgres' && b?.kind === 'postgres')
    return a.serverUrl === b.serverUrl && a.name === b.name;
  return a === b;
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
    if (template?.kind === 'pglite') return reusedPglite(template.dumpFile);
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

/**
 * A PGlite copy of the template for one test file. Starting PGlite from the dump costs most of a
 * second of CPU (about 150 files do it per run), so a copy a file gives back is emptied and kept for
 * the next file of the same worker: its tables truncated, the job queue's schema dropped (the next
 * app installs it again, as on a fresh copy), its session reset. It is kept only if its catalogue
 * then matches the template's exactly; anything else (a closed instance, a test that changed the
 * schema or left a transaction open) is closed and forgotten.
 */
async function reusedPglite(dumpFile: string): Promise<TestDatabase> {
  let client = idlePglites.pop();
  if (!client) {
    pgliteDump ??= readFile(dumpFile).then((bytes) => new Blob([bytes]));
    client = await PGlite.create({ loadDataDir: await pgliteDump });
    templateCatalogue ??= catalogueOf(client);
    await templateCatalogue;
  }
  const listening = new Set<() => Promise<void>>();
  const handle = pgliteHandle(client, 'pglite:memory');
  const listen = handle.listen;
  handle.listen = async (...args) => {
    const unlisten = await listen(...args);
    listening.add(unlisten);
    return async () => {
      listening.delete(unlisten);
      await unlisten();
    };
  };
  const owned = client;
  return {
    handle,
    async destroy() {
      for (const unlisten of listening) await unlisten();
      if (owned.closed) return;
      if (await emptied(owned)) idlePglites.push(owned);
      else await owned.close();
    },
  };
}

/** Empties a used copy of the template; true when it is now like a fresh copy (catalogueOf). */
async function emptied(client: PGlite): Promise<boolean> {
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    await client.exec(
      `drop schema if exists pgboss cascade;
       truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade;`,
    );
    await client.exec('discard all');
    return (await catalogueOf(client)) === (await templateCatalogue);
  } catch {
    return false;
  }
}

/**
 * A digest of everything a test could leave behind besides rows: schemas, relations and their
 * columns, functions, types, sequences' positions and roles (`emptied` truncates every table of ours).
 */
async function catalogueOf(client: PGlite): Promise<string> {
  const result = await client.query<{ catalogue: string }>(`
    with own_namespace as (
      select oid, nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and left(nspname, 3) <> 'pg_'
    ), entries as (
      select 'schema ' || nspname as entry from own_namespace
      union all select format('relation %s.%s %s', n.nspname, c.relname, c.relkind)
        from pg_class c join own_namespace n on n.oid = c.relnamespace
      union all select format('column %s.%s %s %s %s', n.nspname, c.relname, a.attname, a.atttypid, a.attnotnull)
        from pg_attribute a join pg_class c on c.oid = a.attrelid join own_namespace n on n.oid = c.relnamespace
        where a.attnum > 0 and not a.attisdropped
      union all select format('function %s.%s %s', n.nspname, p.proname, md5(p.prosrc))
        from pg_proc p join own_namespace n on n.oid = p.pronamespace
      union all select format('type %s.%s', n.nspname, t.typname)
        from pg_type t join own_namespace n on n.oid = t.typnamespace
      union all select format('sequence %s.%s %s', schemaname, sequencename, last_value) from pg_sequences
      union all select 'role ' || rolname from pg_roles
    )
    select md5(string_agg(entry, chr(10) order by entry)) as catalogue from entries`);
  return result.rows[0]?.catalogue ?? '';
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
