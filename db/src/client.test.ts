import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySql } from './client.ts';
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
});
