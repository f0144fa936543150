import { createTestDatabase } from '@partyreel/db/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * What `start` makes (a test app, a database), made once before a test file's tests (or a describe
 * block's, when called in one) and closed after them. The object is filled in by vitest's
 * beforeAll (with the own fields of what `start` made: a plain object, not a class instance): read
 * it inside tests and hooks only.
 */
export function startedForFile<T extends { close(): Promise<unknown> }>(
  start: () => Promise<T>,
): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  afterAll(() => started.close());
  return started;
}

/** A fresh database (createTestDatabase) for a test file's tests, destroyed after them. */
export function testDatabaseForFile() {
  return startedForFile(async () => {
    const database = await createTestDatabase();
    return { ...database, close: () => database.destroy() };
  });
}
