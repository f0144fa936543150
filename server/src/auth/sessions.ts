import type { Db } from '@partyreel/db';
import { sessions, users } from '@partyreel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { notify } from '../live/notices.ts';
import { generateToken, hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/**
 * However often it is used, a session ends this long after it was created (sign-in again): a
 * stolen cookie cannot be kept alive forever by using it (docs/decisions/019-hardening-auth.md).
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/** A session used in the second half of its life is extended to a full 30 days again. */
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: Date;
  isAnonymous: boolean;
  /** True when this check extended the expiry: the cookie must be sent again. */
  renewed: boolean;
}

export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      isAnonymous: users.isAnonymous,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const { createdAt, ...session } = row;
  const now = Date.now();
  const endOfLife = createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (row.expiresAt.getTime() <= now || endOfLife <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // Renewal slides the expiry 30 days on, but never past the session's absolute end.
  const renewTo = Math.min(now + SESSION_LIFETIME_MS, endOfLife);
  if (row.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS && renewTo > row.expiresAt.getTime()) {
    const expiresAt = new Date(renewTo);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    return { ...session, expiresAt, renewed: true };
  }
  return { ...session, renewed: false };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    // Its WebSockets close on every instance (auth/socket-registry.ts).
    await tx.execute(notify({ kind: 'session-ended', sessionId }));
  });
}

/** Ends every session of a user (password changed or reset), except `keep` if given. */
export async function invalidateUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(
        keep
          ? sql`${sessions.userId} = ${userId} and ${sessions.id} <> ${keep}`
          : eq(sessions.userId, userId),
      );
    await tx.execute(notify({ kind: 'user-sessions-ended', userId, keep }));
  });
}
