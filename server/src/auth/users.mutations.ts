import type { Db } from '@partyreel/db';
import { users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * A new anonymous user (a visitor who starts creating an event), started from the network
 * `createdFrom` (auth/anonymous-origin.ts); their id.
 */
export async function createAnonymousUser(db: Db, createdFrom: string): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ isAnonymous: true, createdFrom })
    .returning({ id: users.id });
  if (!user) throw new Error('anonymous user not created');
  return user.id;
}

export interface Registration {
  email: string;
  displayName: string;
  passwordHash: string;
}

/**
 * The account, made from the anonymous user `anonymousUserId` when there is one (same user, same
 * events) or new; its id. A taken e-mail is refused with 'Failed to register.', as any failure is.
 */
export async function registerUser(
  db: Db,
  anonymousUserId: string | null,
  registration: Registration,
): Promise<string> {
  // A registered user shares no anonymous storage budget (auth/anonymous-origin.ts).
  const values = { ...registration, isAnonymous: false, createdFrom: null };
  try {
    if (anonymousUserId) {
      await db
        .update(users)
        .set(values)
        .where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)));
      return anonymousUserId;
    }
    const [created] = await db.insert(users).values(values).returning({ id: users.id });
    if (!created) throw new Error('user not created');
    return created.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BAD_REQUEST', messages.auth.registerFailed);
    throw error;
  }
}

/** Whose e-mail link was used: the user, at the address the link was sent to. */
export interface LinkedAddress {
  userId: string;
  email: string;
}

/** A new password from a reset link, which proves the address too (while it is still theirs). */
export async function resetUserPassword(
  db: Db,
  linked: LinkedAddress,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(and(eq(users.id, linked.userId), eq(users.email, linked.email)));
}

/** The address a verification link was sent to is proved (while it is still the user's). */
export async function markEmailVerified(db: Db, linked: LinkedAddress): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, linked.userId), eq(users.email, linked.email)));
}

/** A new password for a signed-in user who proved the current one (account.changePassword). */
export async function setUserPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The name the user goes by (account.updateProfile). */
export async function setDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  await db.update(users).set({ displayName }).where(eq(users.id, userId));
}
