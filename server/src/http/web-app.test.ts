import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { type App, buildApp } from '../app.ts';

describe('serving the built web app', () => {
  let database: TestDatabase;
  let app: App;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'partyreel-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PartyReel</title>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ webDist }),
      database: database.handle,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a deep link with index.html so the client router can take over', async () => {
    for (const url of ['/', '/waitlist', '/event/123/guests?tab=add']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>PartyReel</title>');
    }
  });

  it('serves built files with their type', async () => {
    const res = await app.inject({ method: 'GET', url: '/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps server paths as real 404s', async () => {
    for (const url of ['/api/nothing', '/trpc/nothing.here', '/media/x.png', '/dev/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});
