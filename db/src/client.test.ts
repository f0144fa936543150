import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TIMEOUTS, notifySql } from './client.ts';
import { waitlist } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

describe('createDb', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.destroy());

  it('applies migrations idempotently', async () => {
    await test.handle.migrate();
    await test.handle.migrate();
    await test.handle.db.insert(waitlist).values({ email: 'once@example.com' });
    const rows = await test.handle.db.select().from(waitlist);
    expect(rows.map((r) => r.email)).toEqual(['once@example.com']);
  });

  it('refuses an e-mail that is not lower-cased, whatever the caller forgot', async () => {
    await expect(
      test.handle.db.insert(waitlist).values({ email: 'Upper@Example.com' }),
    ).rejects.toThrow();
  });

  it('delivers a NOTIFY to a listener only when its transaction commits', async () => {
    const seen: string[] = [];
    const unlisten = await test.handle.listen('client_test', (p) => seen.push(p));
    await test.handle.db
      .transaction(async (tx) => {
        await tx.execute(notifySql('client_test', 'rolled-back'));
        tx.rollback();
      })
      .catch(() => {});
    await test.handle.db.transaction(async (tx) => {
      await tx.execute(notifySql('client_test', 'committed'));
    });
    await expect.poll(() => seen, { timeout: 2000 }).toEqual(['committed']);
    await unlisten();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'gives each PostgreSQL session its statement and idle-in-transaction timeouts',
    async () => {
      const [row] = (await test.handle.db.execute(
        sql`select current_setting('statement_timeout') as statement,
                   current_setting('idle_in_transaction_session_timeout') as idle`,
      )) as unknown as { statement: string; idle: string }[];
      expect(row).toEqual({
        statement: `${DATABASE_TIMEOUTS.statementMs / 1000}s`,
        idle: `${DATABASE_TIMEOUTS.idleInTransactionMs / 1000}s`,
      });
    },
  );
});
