import { afterAll, beforeAll } from 'vitest';

/**
 * What `start` makes (a test app, a database), made once before a test file's tests and closed
 * after them. The object is filled in by vitest's beforeAll: read it inside tests and hooks only.
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
