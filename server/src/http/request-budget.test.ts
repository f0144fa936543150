import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { messages } from '@partyreel/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { type App, buildApp } from '../app.ts';
import type { AppConfig } from '../env.ts';

/**
 * The per-address budget for every request outside tRPC (docs/decisions/038), through a real
 * listening app with a web build, behind one trusted proxy so each request names its client in
 * X-Forwarded-For. The budget is shrunk to fit a test.
 */
const BUDGET = 30;

let database: TestDatabase;
let webDist: string;
const apps: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'partyreel-budget-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PartyReel</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets/app-1a2b3c.js'), 'console.log(1)');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
  rmSync(webDist, { recursive: true, force: true });
});

async function listen(overrides: Partial<AppConfig>) {
  const config = testConfig({ webDist, trustProxy: { hops: 1 }, ...overrides });
  const app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    edge: { requestsPerMinutePerAddress: BUDGET },
  });
  apps.push(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return (path: string, client: string) =>
    fetch(`${url}${path}`, { headers: { 'x-forwarded-for': client } });
}

/** What a storm sends: built files, pages, media and API paths that exist or not. */
const STORM = ['/assets/app-1a2b3c.js', '/', '/nope/at/all', '/media/missing.mp4', '/api/junk'];

describe('requests from one address, outside tRPC', () => {
  it(`answers past ${BUDGET} a minute with 429, the catalogue's text and Retry-After; others and the probes are served`, async () => {
    const get = await listen({ rateLimits: true });
    const storm = '203.0.113.7';
    for (let i = 0; i < BUDGET; i++) {
      const response = await get(STORM[i % STORM.length] ?? '/', storm);
      expect(response.status, `request ${i + 1}`).not.toBe(429);
    }
    for (const path of STORM) {
      const refused = await get(path, storm);
      expect(refused.status, path).toBe(429);
      expect(await refused.json()).toEqual({ error: messages.generic.tooManyRequests });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    // The balancer's probes are never counted or refused, from the storm's address either.
    for (let i = 0; i < BUDGET; i++) expect((await get('/healthz', storm)).status).toBe(200);
    expect((await get('/readyz', storm)).status).toBe(200);
    // tRPC keeps its own budget (call-budget.ts).
    expect((await get('/trpc/waitlist.count', storm)).status).toBe(200);
    // Another client of the same proxy is served.
    const guest = '198.51.100.9';
    expect((await get('/', guest)).status).toBe(200);
    expect((await get('/assets/app-1a2b3c.js', guest)).status).toBe(200);
  });

  it('counts nothing with RATE_LIMITS=off', async () => {
    const get = await listen({ rateLimits: false });
    for (let i = 0; i < BUDGET * 2; i++)
      expect((await get('/assets/app-1a2b3c.js', '203.0.113.8')).status).toBe(200);
  });
});
