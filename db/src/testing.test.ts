import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlist } from './schema/index.ts';
import {
  copyTestDatabasesFrom,
  createTestDatabase,
  prepareTestDatabaseTemplate,
  type TestDatabase,
} from './testing.ts';

/** The PGlite instance behind a test database. */
function instanceOf(database: TestDatabase): PGlite {
  const { connection } = database.handle;
  if (connection.kind !== 'pglite') throw new Error('expected the embedded database');
  return connection.client;
}

// Reuse concerns the embedded copies only: the PostgreSQL pass makes a database per file.
describe.skipIf(process.env.DATABASE_URL)('test databases copied from a PGlite template', () => {
  let prepared: Awaited<ReturnType<typeof prepareTestDatabaseTemplate>>;
  beforeAll(async () => {
    prepared = await prepareTestDatabaseTemplate();
    copyTestDatabasesFrom(prepared.template);
  });
  afterAll(async () => {
    copyTestDatabasesFrom(undefined);
    await prepared.remove();
  });

  it('hands a given-back copy to the next caller with no rows, sequences or job schema left', async () => {
    const first = await createTestDatabase();
    await first.handle.db.insert(waitlist).values({ email: 'left@example.com' });
    await instanceOf(first).exec('create schema pgboss; create table pgboss.job (id int)');
    await first.destroy();
    // The next test file's set-up names the same template again (server/test/setup-database.ts).
    copyTestDatabasesFrom({ ...prepared.template });

    const second = await createTestDatabase();
    expect(instanceOf(second)).toBe(instanceOf(first));
    expect(await second.handle.db.select().from(waitlist)).toEqual([]);
    const schemas = await instanceOf(second).query(
      `select 1 from pg_namespace where nspname = 'pgboss'`,
    );
    expect(schemas.rows).toEqual([]);
    await second.destroy();
  });

  it('gives two databases open at once two instances', async () => {
    const one = await createTestDatabase();
    const other = await createTestDatabase();
    expect(instanceOf(one)).not.toBe(instanceOf(other));
    await one.handle.db.insert(waitlist).values({ email: 'one@example.com' });
    expect(await other.handle.db.select().from(waitlist)).toEqual([]);
    await Promise.all([one.destroy(), other.destroy()]);
  });

  it('does not reuse a copy whose schema a test changed', async () => {
    const changed = await createTestDatabase();
    await instanceOf(changed).exec('alter table waitlist add column extra int');
    await changed.destroy();
    expect(instanceOf(changed).closed).toBe(true);

    const next = await createTestDatabase();
    expect(instanceOf(next)).not.toBe(instanceOf(changed));
    await next.destroy();
  });

  it('does not reuse a copy left inside a transaction, nor one a test closed', async () => {
    const open = await createTestDatabase();
    await instanceOf(open).exec('begin');
    await open.destroy();
    expect(instanceOf(open).closed).toBe(true);

    const closed = await createTestDatabase();
    await closed.handle.close();
    await closed.destroy();
    const next = await createTestDatabase();
    expect(instanceOf(next)).not.toBe(instanceOf(closed));
    await next.destroy();
  });

  it('stops a listener the test left behind before the copy is reused', async () => {
    const first = await createTestDatabase();
    const heard: string[] = [];
    await first.handle.listen('reuse_test', (payload) => heard.push(payload));
    await first.destroy();

    const second = await createTestDatabase();
    expect(instanceOf(second)).toBe(instanceOf(first));
    const alsoHeard: string[] = [];
    await second.handle.listen('reuse_test', (payload) => alsoHeard.push(payload));
    await instanceOf(second).exec(`notify reuse_test, 'hello'`);
    await expect.poll(() => alsoHeard).toEqual(['hello']);
    expect(heard).toEqual([]);
    await second.destroy();
  });
});
