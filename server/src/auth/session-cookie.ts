import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'partyreel_session';

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE];
}

/** HttpOnly, SameSite=Lax, Secure in production, for as long as the session lives. */
export function serializeSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
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
      name: SESSION_COOKIE,
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: 0,
    }),
  );
}
