import type { Db } from '@partyreel/db';
import { sessions, users } from '@partyreel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { topicChanged } from '../live/hub.ts';
import { generateToken, hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
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

/** Live-channel notices that close the WebSockets of ended sessions on every instance. */
export const sessionEndedNotice = (sessionId: string) => `session-ended:${sessionId}`;
export const userSessionsEndedNotice = (userId: string, keep?: string) =>
  `user-sessions-ended:${userId}:${keep ?? ''}`;

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
      isAnonymous: users.isAnonymous,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS) {
    const expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    return { ...row, expiresAt, renewed: true };
  }
  return { ...row, renewed: false };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    await tx.execute(topicChanged(sessionEndedNotice(sessionId)));
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
    await tx.execute(topicChanged(userSessionsEndedNotice(userId, keep)));
  });
}
