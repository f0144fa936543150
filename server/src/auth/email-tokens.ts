import type { Db } from '@partyreel/db';
import { emailTokens } from '@partyreel/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateToken, hashToken } from './tokens.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** A single-use token for a link in an e-mail; only its hash is stored. */
export async function createEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  email: string,
): Promise<string> {
  const token = generateToken();
  await db.insert(emailTokens).values({
    id: hashToken(token),
    userId,
    purpose,
    email,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token up, atomically: of two simultaneous uses only one wins. Resolves with the user and
 * e-mail it was issued for, or null when it is unknown, used, expired or for another purpose.
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.id, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row ?? null;
}

/**
 * Ends every outstanding token of `purpose` a user has: once the password is reset or changed, no
 * other reset link sent before (perhaps to an inbox someone else reads) may set it again.
 */
export async function revokeEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
