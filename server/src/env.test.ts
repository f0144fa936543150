import { describe, expect, it } from 'vitest';
import { configFromEnv, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives working defaults with nothing set: PGlite under ./data, port 3000, rate limits on', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(configFromEnv(env)).toMatchObject({ production: false, rateLimits: true });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to turn rate limits off in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(/RATE_LIMITS/);
    expect(loadEnv({ NODE_ENV: 'development', RATE_LIMITS: 'off' }).RATE_LIMITS).toBe(false);
  });
});
