import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The share-link guest's browser, as the server knows it (docs/decisions/021-share-link-visitors.md):
 * a random id the server chose, signed with COOKIE_SECRET, so a client can neither pick an id nor
 * make up new ones without asking the server (which rate-limits issuing them per address).
 */
export const VISITOR_COOKIE = 'partyreel_visitor';

/** About a year: a guest who comes back to the link months later is still the same browser. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 16 random bytes, base64url: 22 characters. */
const ID = /^[A-Za-z0-9_-]{22}$/;

const signature = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`visitor:${id}`).digest();

/** A new random visitor id. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The cookie's value for `id`: the id and its HMAC-SHA256, `id.signature`. */
export function signVisitorId(secret: string, id: string): string {
  return `${id}.${signature(secret, id).toString('base64url')}`;
}

/** The id a cookie value carries when its signature is right (compared in constant time). */
export function verifyVisitorCookie(secret: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const [id = '', sig = '', ...rest] = value.split('.');
  if (rest.length > 0 || !ID.test(id)) return undefined;
  const expected = signature(secret, id);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return id;
}

/** The verified visitor id in a request's Cookie header, if any. */
export function readVisitorId(
  secret: string,
  cookieHeader: string | undefined,
): string | undefined {
  if (!cookieHeader) return undefined;
  return verifyVisitorCookie(secret, parseCookie(cookieHeader)[VISITOR_COOKIE]);
}

/** Set-Cookie for a new visitor id: HttpOnly, SameSite=Lax, Secure in production, path '/'. */
export function serializeVisitorCookie(secret: string, id: string, secure: boolean): string {
  return stringifySetCookie({
    name: VISITOR_COOKIE,
    value: signVisitorId(secret, id),
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

/**
 * What a procedure sees of the visitor cookie (Context.visitor): the verified id of this request's
 * cookie, and `issue()` to give the browser a new one (set on the reply; once per request, so the
 * calls of one batch share it). `toIssue` is the id `issue()` gives (the same for every call of the
 * request), for a statement that stores it before it knows whether the browser may have it. The
 * caller rate-limits issuing.
 */
export interface VisitorCookie {
  readonly id: string | undefined;
  readonly toIssue: string;
  issue(): string;
}

export function visitorCookie(options: {
  secret: string;
  secure: boolean;
  cookieHeader: string | undefined;
  setCookie: (header: string) => void;
}): VisitorCookie {
  // Checked when a share-link call first asks (every tRPC call over HTTP builds one of these).
  let checked = false;
  let id: string | undefined;
  const verifiedId = () => {
    if (!checked) {
      id = readVisitorId(options.secret, options.cookieHeader);
      checked = true;
    }
    return id;
  };
  let fresh: string | undefined;
  const toIssue = () => {
    fresh ??= verifiedId() ?? newVisitorId();
    return fresh;
  };
  return {
    get id() {
      return verifiedId();
    },
    get toIssue() {
      return toIssue();
    },
    issue() {
      const known = verifiedId();
      if (known) return known;
      const issued = toIssue();
      options.setCookie(serializeVisitorCookie(options.secret, issued, options.secure));
      id = issued;
      return issued;
    },
  };
}
