import { describe, expect, it } from 'vitest';
import { configFromEnv, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives working defaults in development: PGlite under ./data, port 3000, rate limits on', () => {
    const env = loadEnv({ NODE_ENV: 'development' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(configFromEnv(env)).toMatchObject({
      production: false,
      rateLimits: true,
      payments: {
        price: { amountCents: 499, currency: 'usd' },
        promoCodes: [
          { code: 'PARTY80', percentOff: 80 },
          { code: 'LAUNCH100', percentOff: 100 },
        ],
        stripe: undefined,
      },
    });
  });

  it('is production when NODE_ENV is unset, and then needs Stripe, naming what is missing', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('production');
    expect(() => configFromEnv(env)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => configFromEnv(loadEnv({ STRIPE_SECRET_KEY: 'sk_live_x' }))).toThrow(
      /set STRIPE_WEBHOOK_SECRET \(/,
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    // Links in e-mails come from configuration only: production names PUBLIC_URL when it is missing.
    expect(() => configFromEnv(loadEnv(stripe))).toThrow(/PUBLIC_URL is required in production/);
    const url = { PUBLIC_URL: 'https://partyreel.example/' };
    // The visitor cookie's key is named too when it is missing, and must be long enough.
    expect(() => configFromEnv(loadEnv({ ...stripe, ...url }))).toThrow(
      /COOKIE_SECRET is required in production/,
    );
    expect(() => loadEnv({ ...stripe, ...url, COOKIE_SECRET: 'short' })).toThrow(/COOKIE_SECRET/);
    const secret = 'k'.repeat(32);
    const config = configFromEnv(loadEnv({ ...stripe, ...url, COOKIE_SECRET: secret }));
    expect(config).toMatchObject({
      production: true,
      publicUrl: 'https://partyreel.example/',
      cookieSecret: secret,
      payments: { stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x' } },
    });
  });

  it('reads the price, the currency, a Stripe Price and the promo codes', () => {
    const config = configFromEnv(
      loadEnv({
        NODE_ENV: 'development',
        PRICE_CENTS: '2899',
        PRICE_CURRENCY: 'EUR',
        STRIPE_PRICE_ID: 'price_123',
        PROMO_CODES: 'half:50, FREE:100',
      }),
    );
    expect(config.payments).toMatchObject({
      price: { amountCents: 2899, currency: 'eur', stripePriceId: 'price_123' },
      promoCodes: [
        { code: 'HALF', percentOff: 50 },
        { code: 'FREE', percentOff: 100 },
      ],
    });
    expect(() => loadEnv({ PRICE_CENTS: 'cheap' })).toThrow(/PRICE_CENTS/);
    expect(() => configFromEnv(loadEnv({ NODE_ENV: 'development', PROMO_CODES: 'X:200' }))).toThrow(
      /PROMO_CODES/,
    );
    expect(() =>
      configFromEnv(loadEnv({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x' })),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });

  it('makes a random visitor-cookie key outside production, new at each start', () => {
    const first = configFromEnv(loadEnv({ NODE_ENV: 'development' })).cookieSecret;
    const second = configFromEnv(loadEnv({ NODE_ENV: 'test' })).cookieSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).not.toBe(first);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to turn rate limits off in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(/RATE_LIMITS/);
    expect(loadEnv({ NODE_ENV: 'development', RATE_LIMITS: 'off' }).RATE_LIMITS).toBe(false);
  });

  it('keeps uploads on local disk unless S3 is configured, and then needs all of it', () => {
    const dev = { NODE_ENV: 'development' } as const;
    expect(configFromEnv(loadEnv(dev)).storage).toEqual({ kind: 'local' });
    const bucket = {
      ...dev,
      S3_BUCKET: 'partyreel-media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(configFromEnv(loadEnv(bucket)).storage).toEqual({
      kind: 's3',
      bucket: 'partyreel-media',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(
      configFromEnv(
        loadEnv({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'on' }),
      ).storage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    // A partial configuration stops start-up, naming what is missing.
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = bucket;
    expect(() => configFromEnv(loadEnv(partial))).toThrow(
      /set S3_REGION, S3_SECRET_ACCESS_KEY too/,
    );
    expect(() => configFromEnv(loadEnv({ ...dev, S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toThrow(
      /set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY too/,
    );
    expect(() => loadEnv({ ...bucket, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  // docs/decisions/039: a hop count or the proxies' addresses, never every hop.
  it('reads TRUST_PROXY as a hop count or addresses, and refuses trusting every hop', () => {
    const trust = (value?: string) =>
      configFromEnv(loadEnv({ NODE_ENV: 'development', TRUST_PROXY: value })).trustProxy;
    for (const none of [undefined, '', 'off', 'false', '0']) expect(trust(none)).toBe(false);
    expect(trust('1')).toEqual({ hops: 1 });
    expect(trust('2')).toEqual({ hops: 2 });
    expect(trust(' 10.0.0.0/8, 127.0.0.1,::1 ')).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', '::1'],
    });
    for (const everyone of ['on', 'true', 'TRUE'])
      expect(() => loadEnv({ TRUST_PROXY: everyone })).toThrow(
        /TRUST_PROXY: .*trusted every hop.*number of proxies/,
      );
    for (const wrong of ['11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '1.2.3.4/8/2'])
      expect(() => loadEnv({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });

  it('reads Resend’s webhook secret, refusing one that is not a whsec_ secret', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const mail = (env: Record<string, string>) =>
      configFromEnv(loadEnv({ NODE_ENV: 'development', ...env })).mail;
    expect(mail({ RESEND_WEBHOOK_SECRET: secret })).toMatchObject({
      RESEND_WEBHOOK_SECRET: secret,
      // Development's outbox reports its messages' outcomes to its own webhook route.
      devWebhooks: true,
    });
    expect(mail({}).RESEND_WEBHOOK_SECRET).toBeUndefined();
    for (const wrong of ['', 'whsec_', 'whsec_not base64!', 'sk_live_x'])
      expect(() => loadEnv({ RESEND_WEBHOOK_SECRET: wrong })).toThrow(/RESEND_WEBHOOK_SECRET/);
  });
});
