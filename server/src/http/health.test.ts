import { createTestDatabase } from '@partyreel/db/testing';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { buildApp } from '../app.ts';

describe('/healthz', () => {
  it('answers 200 while the database answers and 503 once it cannot', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: database.handle, logger: false });
    try {
      const ok = await app.inject({ method: 'GET', url: '/healthz' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok' });
      expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      await database.handle.close();
      const down = await app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
