import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

/** The session cookie's name in development and tests (plain HTTP). */
export const SESSION_COOKIE = 'partyreel_session';
/**
 * Its name in production: the browser keeps a `__Host-` cookie only if it is Secure, has Path=/ and
 * no Domain, so a sibling subdomain or a plain-HTTP page cannot set or shadow it
 * (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name: `__Host-` prefixed when the cookie is Secure (production). */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the request's cookie holds, under the name the app uses (`secure`: production). */
export function readSessionToken(
  cookieHeader: string | undefined,
  secure: boolean,
): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[sessionCookieName(secure)];
}

/** HttpOnly, SameSite=Lax, Secure in production, for as long as the session lives; no Domain. */
export function serializeSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return stringifySetCookie({
    name: sessionCookieName(secure),
    value: token,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.header('set-cookie', serializeSessionCookie(token, expiresAt, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: sessionCookieName(secure),
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: 0,
    }),
  );
}
