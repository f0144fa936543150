import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../../test/app.ts';

describe('/healthz and /readyz', () => {
  let database: TestDatabase;
  let running: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startApp(database.handle);
  });
  afterAll(async () => {
    await running?.close();
    await database?.destroy();
  });
  const get = (path: string) => fetch(`${running.url}${path}`);

  it('readiness turns 503 once the database cannot answer; liveness stays 200', async () => {
    const alive = await get('/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    await database.handle.close();
    // The last ping's answer stands for a moment; then the next probe pings and finds no one.
    await expect
      .poll(async () => (await get('/readyz')).status, { timeout: 10_000, interval: 200 })
      .toBe(503);
    expect(await (await get('/readyz')).json()).toMatchObject({ status: 'unavailable' });
    // Restarting this process would not bring the database back: liveness still says yes.
    expect((await get('/healthz')).status).toBe(200);
  });
});
