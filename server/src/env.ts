import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies.ts';
import type { MailEnv } from './mail/mail-config.ts';
import { WEBHOOK_SECRET_PATTERN } from './mail/svix-signature.ts';
import {
  DEFAULT_PROMO_CODES,
  type PaymentConfig,
  paymentConfigFrom,
} from './payments/payment-config.ts';
import type { SmsEnv } from './sms/sms-config.ts';
import type { StorageConfig } from './uploads/file-storage.ts';

/** The repository's root: from server/src in development, from server/dist in a build. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const envSchema = z
  .object({
    /**
     * Production unless told otherwise (docs/architecture.md, Outside services): the development
     * doors — the dev checkout, the dev mailbox, the Google stand-in — open only when `pnpm dev`,
     * the tests and the journeys ask for them.
     */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /**
     * The address users open: its origin is accepted for mutations and WebSocket upgrades, and every
     * link the app sends out (e-mails, checkout returns, Google's redirect) is built from it, never
     * from a request's Host. Required in production.
     */
    PUBLIC_URL: z.url().optional(),
    /**
     * Signs the share-link visitor cookie (docs/decisions/021-share-link-visitors.md): at least 32
     * characters, kept across restarts. Required in production; otherwise a random one per process.
     */
    COOKIE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** PostgreSQL; without it the app runs on embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'data')),
    WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'web/dist')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * On SIGTERM, how long /readyz answers 503 while the instance still serves, so a load balancer
     * stops sending it requests first (http/lifecycle.ts); then it stops accepting. The default
     * covers the cluster proxy (a check every 300 ms, each allowed 1 s); a balancer that checks less
     * often needs its interval times its failure threshold, and more (docs/decisions/038).
     */
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(2000),
    /** On SIGTERM, the longest a graceful stop may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
    /**
     * Behind a reverse proxy, whose X-Forwarded-For entries to trust for the client's address: a hop
     * count (`1`: the one load balancer) or the proxies' addresses (`10.0.0.0/8,127.0.0.1`); never
     * every hop, so `on`/`true` is refused (http/trusted-proxies.ts, docs/decisions/039).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustedProxies(value);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    /** Rate limits on public writes; turning them off is refused in production. */
    RATE_LIMITS: flag.default(true),
    /** Resend for e-mail; without it messages go to the outbox only (read at /dev/mail). */
    RESEND_API_KEY: z.string().min(1).optional(),
    /** The sender Resend verified, e.g. 'PartyReel <hello@partyreel.app>'. */
    MAIL_FROM: z.string().min(1).optional(),
    /** Resend's API address; only to point the adapter at a stand-in. */
    RESEND_BASE_URL: z.url().optional(),
    /**
     * The signing secret of Resend's webhook (bounces, complaints: docs/decisions/033). Required in
     * production; elsewhere one is made up at start.
     */
    RESEND_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(WEBHOOK_SECRET_PATTERN, 'the whsec_… signing secret of the webhook in Resend')
      .optional(),
    /**
     * Texting through Twilio (docs/decisions/068): the account, its auth token and a sender (a
     * number or a Messaging Service); all or none. Without them texting is off.
     */
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(1).optional(),
    TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
    /** Twilio's API address; only to point the SDK at a stand-in. */
    TWILIO_BASE_URL: z.url().optional(),
    /** Real Google sign-in; without both, a local stand-in consent page is used (never in production). */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Stripe Checkout; without both, the dev checkout at /dev/checkout (never in production). */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** A Stripe Price to charge instead of PRICE_CENTS / PRICE_CURRENCY. */
    STRIPE_PRICE_ID: z.string().min(1).optional(),
    /** Stripe's API address; only to point the SDK at a stand-in. */
    STRIPE_API_BASE: z.url().optional(),
    /**
     * The price that unlocks one event, in cents (docs/architecture.md, Where we differ from the
     * product description: one price, default $4.99).
     */
    PRICE_CENTS: z.coerce.number().int().min(50).max(1_000_000).default(499),
    PRICE_CURRENCY: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
      .default('usd'),
    /** The dev checkout's promo codes, 'CODE:percent,…'; the first is the one marketing mentions. */
    PROMO_CODES: z.string().default(DEFAULT_PROMO_CODES),
    /**
     * Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (decision 025): all of
     * S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none.
     */
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** An S3-compatible service's address (MinIO, R2, …); AWS's own when unset. */
    S3_ENDPOINT: z.url().optional(),
    /** The bucket in the path rather than the host name (MinIO and most stand-ins need it). */
    S3_FORCE_PATH_STYLE: flag.optional(),
  })
  .refine((env) => env.RATE_LIMITS || env.NODE_ENV !== 'production', {
    message: 'RATE_LIMITS cannot be turned off in production',
    path: ['RATE_LIMITS'],
  });

export type Env = z.output<typeof envSchema>;

export interface AppConfig {
  production: boolean;
  mail: MailEnv;
  /** Texting's settings (absent: off). */
  sms?: SmsEnv;
  google: { clientId: string; clientSecret: string } | undefined;
  payments: PaymentConfig;
  /** Where uploads are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  publicUrl: string | undefined;
  /** The HMAC-SHA256 key of the share-link visitor cookie (COOKIE_SECRET). */
  cookieSecret: string;
  dataDir: string;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  /** Whose X-Forwarded-For the client address is read from (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  rateLimits: boolean;
}

/** Reads and validates the environment once; nothing else in the server reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** The S3 settings whole, or local disk when none is set; a partial set names what is missing. */
function storageConfigFrom(env: Env): StorageConfig {
  const bucket = env.S3_BUCKET;
  const region = env.S3_REGION;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (bucket && region && accessKeyId && secretAccessKey) {
    return {
      kind: 's3',
      bucket,
      region,
      accessKeyId,
      secretAccessKey,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    };
  }
  const missing = Object.entries({
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  const anySet =
    missing.length < 4 || env.S3_ENDPOINT !== undefined || env.S3_FORCE_PATH_STYLE !== undefined;
  if (!anySet) return { kind: 'local' };
  throw new Error(
    `File storage is half configured: set ${missing.join(', ')} too (an S3-compatible bucket needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), or none of the S3_ settings for local disk.`,
  );
}

export function configFromEnv(env: Env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const payments = paymentConfigFrom({ ...env, production });
  const storage = storageConfigFrom(env);
  if (production && !env.PUBLIC_URL)
    throw new Error(
      'PUBLIC_URL is required in production: the address users open (https://your-host), from which every link in an e-mail is built.',
    );
  if (production && !env.COOKIE_SECRET)
    throw new Error(
      'COOKIE_SECRET is required in production: at least 32 random characters (e.g. `openssl rand -base64 32`), which sign the share-link visitor cookie; keep it across restarts.',
    );
  return {
    production,
    mail: {
      RESEND_API_KEY: env.RESEND_API_KEY,
      MAIL_FROM: env.MAIL_FROM,
      RESEND_BASE_URL: env.RESEND_BASE_URL,
      RESEND_WEBHOOK_SECRET: env.RESEND_WEBHOOK_SECRET,
      devWebhooks: !production,
      production,
    },
    sms: {
      TWILIO_ACCOUNT_SID: env.TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
      TWILIO_FROM: env.TWILIO_FROM,
      TWILIO_MESSAGING_SERVICE_SID: env.TWILIO_MESSAGING_SERVICE_SID,
      TWILIO_BASE_URL: env.TWILIO_BASE_URL,
      devTexts: !production,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    payments,
    storage,
    publicUrl: env.PUBLIC_URL,
    // Outside production a random key per process: visitor cookies from an earlier run are reissued.
    cookieSecret: env.COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: env.RATE_LIMITS,
  };
}
