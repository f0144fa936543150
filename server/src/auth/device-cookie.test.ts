import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE,
  type DeviceAccount,
  deviceCookie,
  deviceTokens,
  MAX_ACCOUNTS,
} from './device-cookie.ts';

const SECRET = 'd'.repeat(32);

/** An account with a password hash (any text: the cookie only signs it). */
const account = (passwordHash: string | null = `$argon2id$${randomUUID()}`): DeviceAccount => ({
  id: randomUUID(),
  passwordHash,
});

/** The cookie's value after signing in to `who`, from a browser holding `value` before. */
function issued(who: DeviceAccount, value?: string): { header: string; value: string } {
  let header = '';
  deviceCookie({
    secret: SECRET,
    secure: true,
    cookieHeader: value === undefined ? undefined : `${DEVICE_COOKIE}=${value}`,
    setCookie: (h) => (header = h),
  }).issue(who);
  return { header, value: header.split(';')[0]?.slice(DEVICE_COOKIE.length + 1) ?? '' };
}

/** This browser's id for `who` as a sign-in would see it, from a cookie of `value`. */
const idFor = (who: DeviceAccount, value: string) =>
  deviceCookie({
    secret: SECRET,
    secure: true,
    cookieHeader: `${DEVICE_COOKIE}=${value}`,
    setCookie: () => {},
  }).deviceIdFor(who);

describe('the device cookie (docs/decisions/039)', () => {
  it('names the account it signed in to, and only that one', () => {
    const owner = account();
    const { header, value } = issued(owner);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Secure/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(idFor(owner, value)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(idFor(account(), value)).toBeUndefined();
    // The same browser keeps its id when it signs in to the same account again.
    expect(issued(owner, value).value).toBe(value);
  });

  it('dies with the password: a new hash (a change or a reset) makes the old cookie void', () => {
    const owner = account('$argon2id$old');
    const { value } = issued(owner);
    const changed = { ...owner, passwordHash: '$argon2id$new' };
    expect(idFor(owner, value)).toBeDefined();
    expect(idFor(changed, value)).toBeUndefined();
    // Signing in with the new password gives a new id, not the old one's.
    const renewed = issued(changed, value).value;
    expect(idFor(changed, renewed)).toBeDefined();
    expect(idFor(changed, renewed)).not.toBe(idFor(owner, value));
  });

  it('means nothing for an account without a password, and is not issued for one', () => {
    const owner = account('$argon2id$x');
    const { value } = issued(owner);
    expect(idFor({ ...owner, passwordHash: null }, value)).toBeUndefined();
    expect(issued(account(null)).header).toBe('');
  });

  it(`remembers the last ${MAX_ACCOUNTS} accounts of one browser, newest first`, () => {
    const people = Array.from({ length: MAX_ACCOUNTS + 1 }, () => account());
    let value: string | undefined;
    const ids: (string | undefined)[] = [];
    for (const person of people) {
      value = issued(person, value).value;
      ids.push(idFor(person, value));
    }
    const last = value ?? '';
    // The oldest fell out; every other one is still known, with the id it was given.
    expect(idFor(people[0] as DeviceAccount, last)).toBeUndefined();
    for (let i = 1; i < people.length; i++)
      expect(idFor(people[i] as DeviceAccount, last)).toBe(ids[i]);
    // Small enough for any browser (a cookie may hold 4096 bytes).
    expect(last.length).toBeLessThan(500);
    // Signing in again to a remembered account keeps the others and its own id.
    const again = issued(people[1] as DeviceAccount, last).value;
    expect(idFor(people[1] as DeviceAccount, again)).toBe(ids[1]);
    expect(idFor(people[5] as DeviceAccount, again)).toBe(ids[5]);
  });

  it('is refused when signed with another key or for another hash, or changed in any part', () => {
    const hash = '$argon2id$h';
    const token = deviceTokens(SECRET).sign(
      { userId: randomUUID(), deviceId: 'A'.repeat(22) },
      hash,
    );
    expect(deviceTokens(SECRET).read(token, hash)).not.toBeNull();
    expect(deviceTokens(SECRET).read(token, `${hash}2`)).toBeNull();
    expect(deviceTokens(SECRET).read(token, null)).toBeNull();
    expect(deviceTokens('e'.repeat(32)).read(token, hash)).toBeNull();
    const [userId = '', deviceId = '', signature = ''] = token.split('.');
    expect(deviceTokens(SECRET).read(`${userId}.${'B'.repeat(22)}.${signature}`, hash)).toBeNull();
    expect(deviceTokens(SECRET).read(`${randomUUID()}.${deviceId}.${signature}`, hash)).toBeNull();
    expect(deviceTokens(SECRET).read(`${token}.x`, hash)).toBeNull();
    expect(deviceTokens(SECRET).read(undefined, hash)).toBeNull();
  });
});
