import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** The address users open; its origin is accepted for mutations and WebSocket upgrades. */
    PUBLIC_URL: z.url().optional(),
    /** PostgreSQL; without it the app runs on embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'data')),
    WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'web/dist')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Behind a reverse proxy, trust its X-Forwarded-For for the client's address. */
    TRUST_PROXY: flag.default(false),
    /** Rate limits on public writes; turning them off is refused in production. */
    RATE_LIMITS: flag.default(true),
  })
  .refine((env) => env.RATE_LIMITS || env.NODE_ENV !== 'production', {
    message: 'RATE_LIMITS cannot be turned off in production',
    path: ['RATE_LIMITS'],
  });

export type Env = z.output<typeof envSchema>;

export interface AppConfig {
  production: boolean;
  publicUrl: string | undefined;
  dataDir: string;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
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

export function configFromEnv(env: Env): AppConfig {
  return {
    production: env.NODE_ENV === 'production',
    publicUrl: env.PUBLIC_URL,
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: env.RATE_LIMITS,
  };
}
