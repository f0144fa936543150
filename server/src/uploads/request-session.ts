import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken, setSessionCookie } from '../auth/session-cookie.ts';
import { validateSessionToken } from '../auth/sessions.ts';
import type { AppServices, SessionUser } from '../context.ts';

/**
 * The caller's session on a plain HTTP route, exactly as tRPC's context reads it: from the session
 * cookie, renewing the cookie when the check extended the session.
 */
export async function requestSession(
  services: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const token = readSessionToken(req.headers.cookie, services.config.production);
  const valid = token ? await validateSessionToken(services.db, token) : null;
  if (!token || !valid) return null;
  if (valid.renewed) setSessionCookie(reply, token, valid.expiresAt, services.config.production);
  return { sessionId: valid.id, userId: valid.userId, isAnonymous: valid.isAnonymous };
}
