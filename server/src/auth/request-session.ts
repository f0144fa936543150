import type { FastifyReply } from 'fastify';
import type { AppServices, SessionUser } from '../context.ts';
import { readSessionToken, setSessionCookie } from './session-cookie.ts';
import { validateSessionToken } from './sessions.ts';

/**
 * The caller's session, from the request's session cookie: the one reader for tRPC's context (HTTP
 * and WebSocket alike), the upload route and the Google callback. With `reply` (an HTTP answer
 * that goes on with this session), the cookie is renewed when the check extended the session
 * (docs/decisions/006); without it (a WebSocket upgrade, or a sign-in that replaces the session)
 * nothing is set.
 */
export async function requestSession(
  services: Pick<AppServices, 'db' | 'config'>,
  cookieHeader: string | undefined,
  reply?: FastifyReply,
): Promise<SessionUser | null> {
  const secure = services.config.production;
  const token = readSessionToken(cookieHeader, secure);
  const valid = token ? await validateSessionToken(services.db, token) : null;
  if (!token || !valid) return null;
  if (reply && valid.renewed) setSessionCookie(reply, token, valid.expiresAt, secure);
  return { sessionId: valid.id, userId: valid.userId, isAnonymous: valid.isAnonymous };
}
