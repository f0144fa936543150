import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from './database.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('the scale-out journey’s scratch database', () => {
  it('is null when no PostgreSQL answers, so the journey can say why it skips', async () => {
    expect(await createScratchDatabase('postgres://postgres@127.0.0.1:1/postgres')).toBeNull();
  });

  it('is a new database, gone once dropped', async (context) => {
    const database = await createScratchDatabase(SERVER_URL);
    if (!database) return context.skip('PostgreSQL is unreachable');
    const name = new URL(database.databaseUrl).pathname.slice(1);
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    try {
      const exists = async () =>
        (await admin`select 1 from pg_database where datname = ${name}`).length === 1;
      expect(await exists()).toBe(true);
      await database.drop();
      expect(await exists()).toBe(false);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });
});
