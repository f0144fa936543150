import { createDb, type DbHandle } from '@partyreel/db';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, type RunningApp, startApp } from '../../test/app.ts';

/**
 * Two server instances on one database. On PostgreSQL each has its own pool and LISTEN connection,
 * as two processes would; PGlite is embedded in one process, so there they share the handle.
 */
describe('live updates across server instances', () => {
  let database: TestDatabase;
  let secondHandle: DbHandle | undefined;
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    secondHandle = database.databaseUrl
      ? createDb({ databaseUrl: database.databaseUrl, poolSize: 3 })
      : undefined;
    a = await startApp(database.handle);
    b = await startApp(secondHandle ?? database.handle);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await secondHandle?.close();
    await database.destroy();
  });

  it('a join on instance A reaches a subscriber on instance B, and one on A', async () => {
    const onB = collect<{ id: string; data: { count: number } }>((h) =>
      b.ws().client.waitlist.live.subscribe(undefined, h),
    );
    const onA = collect<{ id: string; data: { count: number } }>((h) =>
      a.ws().client.waitlist.live.subscribe(undefined, h),
    );
    await expect.poll(() => onB.values.length && onA.values.length).toBe(1);
    const start = onB.values[0]?.data.count ?? -1;

    await a.http.waitlist.join.mutate({ email: 'from-a@example.com' });
    await expect.poll(() => onB.values.at(-1)?.data.count, { timeout: 2000 }).toBe(start + 1);
    await expect.poll(() => onA.values.at(-1)?.data.count, { timeout: 2000 }).toBe(start + 1);

    await b.http.waitlist.join.mutate({ email: 'from-b@example.com' });
    await expect.poll(() => onA.values.at(-1)?.data.count, { timeout: 2000 }).toBe(start + 2);
    onA.stop();
    onB.stop();
  });
});
