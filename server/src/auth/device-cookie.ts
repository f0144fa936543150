import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The device cookie (OWASP's "device cookies" against lock-out, docs/decisions/039): a browser
 * that once signed in to an account with its password carries, for that account, a token naming
 * the account and a random id of this browser, signed with a key derived from COOKIE_SECRET and
 * bound to the account's current password hash. At sign-in it exempts the browser from the
 * account-wide tier of failed tries (a stranger's failures from elsewhere never slow the owner) and
 * from the per-address tier; it is held only by its own per-device count.
 *
 * The binding to the password means a password change or reset (a new hash, salted afresh) ends
 * every earlier token for that account, with no table to keep. A browser remembers the last
 * MAX_ACCOUNTS accounts signed in from it, newest first, so people sharing a laptop are each known.
 */
export const DEVICE_COOKIE = 'partyreel_device';

/** Half a year, renewed at each sign-in with the password. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser remembers; about 80 characters each, so the cookie stays under 500. */
export const MAX_ACCOUNTS = 5;
/** A signature of 16 bytes (128 bits), as for unsubscribe links. */
const MAC_BYTES = 16;
/** 16 random bytes, base64url: 22 characters. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** Between the tokens of one cookie: a cookie-value character no token contains. */
const SEPARATOR = '~';

/** What a device token says: the account it signed in to, and this browser's id for it. */
export interface DeviceToken {
  userId: string;
  deviceId: string;
}

/** The account as the device cookie needs it: its id and its current password hash, if any. */
export interface DeviceAccount {
  id: string;
  passwordHash: string | null;
}

/** Signs and checks device tokens with a key of their own derived from `secret` (COOKIE_SECRET). */
export function deviceTokens(secret: string) {
  // Its own key, so no other signature made with COOKIE_SECRET (visitor cookie, unsubscribe
  // links) can pass for a device token, or back. v2: tokens are bound to the password hash.
  const key = createHmac('sha256', secret).update('partyreel/device-cookies/v2').digest();
  // The hash goes last and the other parts cannot contain '.', so no two inputs read the same.
  // It never leaves the server: the tag is a keyed MAC of it, not the hash.
  const mac = ({ userId, deviceId }: DeviceToken, passwordHash: string) =>
    createHmac('sha256', key)
      .update(`${userId}.${deviceId}.${passwordHash}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  return {
    sign(token: DeviceToken, passwordHash: string): string {
      return `${token.userId}.${token.deviceId}.${mac(token, passwordHash)}`;
    },
    /**
     * What a token names when it was signed with this key for this password hash; null when not,
     * or malformed. Without a password (a Google-only account) no token is valid.
     */
    read(token: string | undefined, passwordHash: string | null): DeviceToken | null {
      const parsed = parseToken(token);
      if (!parsed || !passwordHash) return null;
      // Compared as text, in constant time: a signature spelled another way (base64's spare bits)
      // is not ours.
      const given = Buffer.from(parsed.signature);
      const expected = Buffer.from(mac(parsed, passwordHash));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: parsed.userId, deviceId: parsed.deviceId };
    },
  };
}

/** A token's parts when it is well formed (its signature unchecked). */
function parseToken(token: string | undefined): (DeviceToken & { signature: string }) | null {
  const [userId = '', deviceId = '', signature = '', ...rest] = (token ?? '').split('.');
  if (rest.length > 0 || !isUuid(userId) || !DEVICE_ID.test(deviceId) || signature === '')
    return null;
  return { userId, deviceId, signature };
}

/**
 * What the sign-in sees of the device cookie (Context.device): this browser's id for `account`
 * when its cookie holds a valid token for that account and its current password, and
 * `issue(account)` after a successful sign-in or password change.
 */
export interface DeviceCookie {
  deviceIdFor(account: DeviceAccount): string | undefined;
  issue(account: DeviceAccount): void;
}

export function deviceCookie(options: {
  secret: string;
  secure: boolean;
  cookieHeader: string | undefined;
  setCookie: (header: string) => void;
}): DeviceCookie {
  // Read at sign-in only, so nothing is parsed or derived before a sign-in asks (every tRPC call
  // over HTTP builds one of these).
  let read: { tokens: ReturnType<typeof deviceTokens>; held: string[] } | undefined;
  const cookie = () => {
    if (read) return read;
    const raw = options.cookieHeader ? parseCookie(options.cookieHeader)[DEVICE_COOKIE] : undefined;
    // Well-formed tokens only, at most the number kept; each is checked when its account asks.
    const held = (raw ?? '')
      .split(SEPARATOR)
      .filter((token) => parseToken(token) !== null)
      .slice(0, MAX_ACCOUNTS);
    read = { tokens: deviceTokens(options.secret), held };
    return read;
  };
  const deviceIdFor = (account: DeviceAccount) => {
    const { tokens, held } = cookie();
    const token = held.find((t) => parseToken(t)?.userId === account.id);
    return tokens.read(token, account.passwordHash)?.deviceId;
  };
  return {
    deviceIdFor,
    issue(account) {
      // Nothing to bind to without a password: such an account never signs in with one.
      if (!account.passwordHash) return;
      // The same browser keeps its id for the same account while the token is valid; a new
      // account, or a new password, gets a new one.
      const deviceId = deviceIdFor(account) ?? randomBytes(16).toString('base64url');
      const { tokens, held } = cookie();
      const others = held.filter((t) => parseToken(t)?.userId !== account.id);
      const value = [tokens.sign({ userId: account.id, deviceId }, account.passwordHash), ...others]
        .slice(0, MAX_ACCOUNTS)
        .join(SEPARATOR);
      options.setCookie(
        stringifySetCookie({
          name: DEVICE_COOKIE,
          value,
          httpOnly: true,
          sameSite: 'strict',
          secure: options.secure,
          path: '/',
          maxAge: MAX_AGE_SECONDS,
        }),
      );
    },
  };
}
