import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Rate-limit counters shared by every instance (server/src/rate-limit/rate-limits.ts): one row per
 * policy and hashed client key, as rate-limiter-flexible's RateLimiterDrizzle keeps them.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    /** When the window ends; the counter starts again after it. */
    expire: timestamptz('expire'),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);

/**
 * Failed sign-ins per account and client address, and per account (hashed keys): the growing
 * waits of docs/decisions/019-hardening-auth.md, shared by every instance.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamptz('last_failure_at').notNull(),
  },
  (t) => [index('sign_in_failures_last_failure_at_idx').on(t.lastFailureAt)],
);
