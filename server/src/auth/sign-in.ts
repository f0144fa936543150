import type { DroppedUploads, Me, SignedIn } from '@partyreel/shared/auth';
import type { Context } from '../context.ts';
import { claimAnonymousUser } from './claims.ts';
import { createSession, invalidateSession } from './sessions.ts';

/**
 * Signs the caller in as `userId` with a brand-new session, ending the one they had. When they came from an anonymous
 * session, that anonymous user's events move to `userId` first (and the anonymous user, with its
 * session, goes away). Answers what that claim had to drop for want of room in the account's
 * storage, when anything (docs/decisions/040-storage-budgets-and-bounded-lists.md): the host is told.
 */
export async function startSession(
  ctx: Pick<Context, 'db' | 'log' | 'session' | 'cookies'>,
  userId: string,
): Promise<DroppedUploads | undefined> {
  const anonymous = ctx.session?.isAnonymous ? ctx.session.userId : undefined;
  let dropped: DroppedUploads | undefined;
  if (anonymous && anonymous !== userId) {
    const claimed = await ctx.db.transaction((tx) => claimAnonymousUser(tx, anonymous, userId));
    ctx.log.info({ userId, ...claimed }, 'claimed an anonymous session’s events');
    if (claimed.dropped.count > 0) dropped = claimed.dropped;
  }
  // Whatever session the browser had (anonymous, or another account) ends here.
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.sessionId);
  const { token, expiresAt } = await createSession(ctx.db, userId);
  ctx.cookies?.set(token, expiresAt);
  return dropped;
}

/** The answer of a sign-in or registration: the user, with what the claim dropped, if anything. */
export function signedIn(me: Me | null, dropped: DroppedUploads | undefined): SignedIn | null {
  return me && dropped ? { ...me, droppedUploads: dropped } : me;
}
