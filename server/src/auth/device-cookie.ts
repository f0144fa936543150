import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The device cookie (OWASP's "device cookies" against lock-out, docs/decisions/039): a browser
 * that once signed in to an account with its password carries a token naming that account and a
 * random id of this browser, signed with a key derived from COOKIE_SECRET. At sign-in it exempts
 * the browser from the account-wide tier of failed tries (a stranger's failures from elsewhere
 * never slow the owner) and from the per-address tier; it is held only by its own per-device
 * count. One account per browser: signing in to another replaces it.
 */
export const DEVICE_COOKIE = 'partyreel_device';

/** Half a year, renewed at each sign-in with the password. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** A signature of 16 bytes (128 bits), as for unsubscribe links. */
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 16 random bytes, base64url: 22 characters. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** What a valid device cookie says: the account it signed in to, and this browser's id. */
export interface DeviceToken {
  userId: string;
  deviceId: string;
}

/** Signs and reads device tokens with a key of their own derived from `secret` (COOKIE_SECRET). */
export function deviceTokens(secret: string) {
  // Its own key, so no other signature made with COOKIE_SECRET (visitor cookie, unsubscribe
  // links) can pass for a device token, or back.
  const key = createHmac('sha256', secret).update('partyreel/device-cookies/v1').digest();
  const mac = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign({ userId, deviceId }: DeviceToken): string {
      const payload = `${userId}.${deviceId}`;
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** What a token names; null when it was not signed with this key or is malformed. */
    read(token: string | undefined): DeviceToken | null {
      const [userId = '', deviceId = '', signature = '', ...rest] = (token ?? '').split('.');
      if (rest.length > 0 || !UUID.test(userId) || !DEVICE_ID.test(deviceId)) return null;
      // Compared as text: a signature spelled another way (base64's spare bits) is not ours.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(`${userId}.${deviceId}`).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, deviceId };
    },
  };
}

/**
 * What the sign-in sees of the device cookie (Context.device): this browser's id for `userId`
 * when its cookie names that account, and `issue(userId)` after a successful sign-in.
 */
export interface DeviceCookie {
  deviceIdFor(userId: string): string | undefined;
  issue(userId: string): void;
}

export function deviceCookie(options: {
  secret: string;
  secure: boolean;
  cookieHeader: string | undefined;
  setCookie: (header: string) => void;
}): DeviceCookie {
  const tokens = deviceTokens(options.secret);
  const current = options.cookieHeader
    ? tokens.read(parseCookie(options.cookieHeader)[DEVICE_COOKIE])
    : null;
  return {
    deviceIdFor: (userId) => (current?.userId === userId ? current.deviceId : undefined),
    issue(userId) {
      // The same browser keeps its id for the same account; a new account gets a new one.
      const deviceId =
        current?.userId === userId ? current.deviceId : randomBytes(16).toString('base64url');
      options.setCookie(
        stringifySetCookie({
          name: DEVICE_COOKIE,
          value: tokens.sign({ userId, deviceId }),
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
