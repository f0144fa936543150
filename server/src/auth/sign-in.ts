import type { Context } from '../context.ts';
import { claimAnonymousUser } from './claims.ts';
import { createSession, invalidateSession } from './sessions.ts';

/**
 * Signs the caller in as `userId` with a brand-new session, ending the one they had. When they came from an anonymous
 * session, that anonymous user's events move to `userId` first (and the anonymous user, with its
 * session, goes away).
 */
export async function startSession(
  ctx: Pick<Context, 'db' | 'log' | 'session' | 'cookies'>,
  userId: string,
): Promise<void> {
  const anonymous = ctx.session?.isAnonymous ? ctx.session.userId : undefined;
  if (anonymous && anonymous !== userId) {
    const claimed = await ctx.db.transaction((tx) => claimAnonymousUser(tx, anonymous, userId));
    ctx.log.info({ userId, ...claimed }, 'claimed an anonymous session’s events');
  }
  // Whatever session the browser had (anonymous, or another account) ends here.
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.sessionId);
  const { token, expiresAt } = await createSession(ctx.db, userId);
  ctx.cookies?.set(token, expiresAt);
}
