import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookie, deviceTokens } from './device-cookie.ts';

const SECRET = 'd'.repeat(32);

/** The cookie `deviceCookie` sets for `userId`, as `name=value`. */
function issued(userId: string, cookieHeader?: string): { header: string; value: string } {
  let header = '';
  deviceCookie({
    secret: SECRET,
    secure: true,
    cookieHeader,
    setCookie: (h) => (header = h),
  }).issue(userId);
  const value = header.split(';')[0]?.slice(DEVICE_COOKIE.length + 1) ?? '';
  return { header, value };
}

describe('the device cookie (docs/decisions/039)', () => {
  it('names the account it signed in to, and only that one', () => {
    const userId = randomUUID();
    const { header, value } = issued(userId);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Secure/i);
    expect(header).toMatch(/SameSite=Strict/i);
    const read = (id: string, cookie = value) =>
      deviceCookie({
        secret: SECRET,
        secure: true,
        cookieHeader: `${DEVICE_COOKIE}=${cookie}`,
        setCookie: () => {},
      }).deviceIdFor(id);
    expect(read(userId)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(read(randomUUID())).toBeUndefined();
    // The same browser keeps its id when it signs in to the same account again.
    expect(issued(userId, `${DEVICE_COOKIE}=${value}`).value).toBe(value);
  });

  it('is refused when signed with another key, or changed in any part', () => {
    const token = deviceTokens(SECRET).sign({
      userId: randomUUID(),
      deviceId: 'A'.repeat(22),
    });
    expect(deviceTokens(SECRET).read(token)).not.toBeNull();
    expect(deviceTokens('e'.repeat(32)).read(token)).toBeNull();
    const [userId = '', deviceId = '', signature = ''] = token.split('.');
    expect(deviceTokens(SECRET).read(`${userId}.${'B'.repeat(22)}.${signature}`)).toBeNull();
    expect(deviceTokens(SECRET).read(`${randomUUID()}.${deviceId}.${signature}`)).toBeNull();
    expect(deviceTokens(SECRET).read(`${token}.x`)).toBeNull();
    expect(deviceTokens(SECRET).read(undefined)).toBeNull();
  });
});
