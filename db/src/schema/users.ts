import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id,
    /** Lower-cased; null for an anonymous host until they register. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    /** argon2id; null for Google-only and anonymous users. */
    passwordHash: text('password_hash'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /**
     * For an anonymous user, the client address (an IPv6 address's /64) that started it, hashed:
     * anonymous users from one address share a storage budget
     * (docs/decisions/040-storage-budgets-and-bounded-lists.md). Null for everyone else.
     */
    createdFrom: text('created_from'),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_anonymous_created_from_idx').on(t.createdFrom).where(sql`${t.isAnonymous}`),
    // The expiry of unclaimed anonymous users looks for the oldest ones.
    index('users_anonymous_created_at_idx').on(t.createdAt).where(sql`${t.isAnonymous}`),
    check('users_registered_has_email', sql`${t.isAnonymous} or ${t.email} is not null`),
  ],
);

/**
 * Lucia-style sessions: the id is the SHA-256 of the token the cookie holds (docs/architecture.md,
 * Security).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt,
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    email: text('email'),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('oauth_accounts_user_id_idx').on(t.userId),
  ],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify_email', 'reset_password']);

/** Verification and password-reset tokens: only the hash is stored; single use; expiring. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    purpose: emailTokenPurpose('purpose').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt,
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId, t.purpose)],
);
