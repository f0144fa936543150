import type { Db } from '@partyreel/db';
import { oauthAccounts, users } from '@partyreel/db/schema';
import type { Me } from '@partyreel/shared/auth';
import { eq } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function getMe(db: Db, userId: string): Promise<Me | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const providers = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
    createdAt: user.createdAt.toISOString(),
    hasPassword: user.passwordHash !== null,
    providers: [...(user.passwordHash ? ['password'] : []), ...providers.map((p) => p.provider)],
  };
}
