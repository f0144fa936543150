import { createHash } from 'node:crypto';
import { messages } from '@partyreel/shared/messages';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkIn, mailTo, startTestApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { startedForFile } from '../../test/per-file.ts';
import { jobStates } from '../../test/readings.ts';
import { SIGN_IN_THROTTLE } from '../rate-limit/rate-limits.ts';
import type { AppRouter } from '../router.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { signInAlertQueue } from './sign-in-alert-queue.ts';

/**
 * A stranger guessing from many addresses cannot lock the owner out, and the owner is told once
 * (docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md). The app trusts one proxy hop, so
 * each request says which address it comes from.
 */
const running = startedForFile(() => startTestApp({ rateLimits: true, trustProxy: { hops: 1 } }));

/** Each attack is a hundred and more password checks (argon2id): slow on a busy machine. */
const ATTACK_TIMEOUT_MS = 180_000;

let nextAddress = 1;
/** A client address no other request of this file uses. */
const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A browser at `address` that keeps the cookies the server sets (the device cookie among them). */
function browser(address = freshAddress()) {
  const jar = new Map<string, string>();
  const at = { address };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${running.url}/trpc`,
        async fetch(input, init) {
          const headers = new Headers(init?.headers);
          headers.set('x-forwarded-for', at.address);
          if (jar.size > 0)
            headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
          const res = await fetch(input, { ...init, headers });
          for (const line of res.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const equals = pair.indexOf('=');
            jar.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
          }
          return res;
        },
      }),
    ],
  });
  return { client, jar, at };
}

/** A registered account and its owner's browser, signed in once with the password. */
async function ownerWithKnownBrowser() {
  const account = newAccount();
  const owner = browser();
  await owner.client.auth.register.mutate(account);
  await owner.client.auth.login.mutate(account);
  expect(owner.jar.get(DEVICE_COOKIE)).toBeTruthy();
  return { account, owner };
}

/** `addresses` strangers each try `tries` wrong passwords; what each try was answered. */
async function guessFromMany(email: string, addresses: number, tries: number) {
  const codes: (string | undefined)[] = [];
  const used: string[] = [];
  for (let a = 0; a < addresses; a++) {
    const stranger = browser();
    used.push(stranger.at.address);
    for (let t = 0; t < tries; t++) {
      const refused = await failure(
        stranger.client.auth.login.mutate({ email, password: `guess ${a}-${t}` }),
      );
      codes.push(refused.data?.code);
    }
  }
  return { codes, addresses: used };
}

const alertJobStates = (email: string) =>
  jobStates(running.database.handle.db, signInAlertQueue.name, 'email', email);

const alerts = async (email: string) =>
  (await mailTo(running.url, email)).filter((m) => m.kind === 'sign-in-alert');

describe('sign-in under a guesser spread over many addresses', () => {
  it(
    '21 addresses × 5 wrong passwords: the owner gets in, with or without the device cookie, and is told once',
    async () => {
      const { account, owner } = await ownerWithKnownBrowser();
      const attack = await guessFromMany(account.email, 21, 5);
      // The first 100 failures are the account-wide count's; it is tripped now.
      expect(attack.codes.slice(0, SIGN_IN_THROTTLE.perAccount.free)).toEqual(
        Array(SIGN_IN_THROTTLE.perAccount.free).fill('UNAUTHORIZED'),
      );

      // The owner's browser, even at an address the stranger has worn out, signs in.
      owner.at.address = attack.addresses[0] ?? '';
      await expect(owner.client.auth.login.mutate(account)).resolves.toMatchObject({
        email: account.email,
      });
      // The owner in a browser never used before, with the right password: in too.
      await expect(browser().client.auth.login.mutate(account)).resolves.toMatchObject({
        email: account.email,
      });

      // Told once, by e-mail.
      await expect
        .poll(async () => (await alertJobStates(account.email)).every((s) => s === 'completed'), {
          timeout: 20_000,
        })
        .toBe(true);
      const [alert, ...more] = await alerts(account.email);
      expect(more).toEqual([]);
      expect(alert?.subject).toBe(messages.signInAlert.subject);
      expect(alert?.text).toContain(messages.signInAlert.notLocked);

      // The stranger goes on, and even if the count came back to its threshold within the window
      // (here set back by hand, as a day without failures would), no second e-mail.
      await guessFromMany(account.email, 3, 2);
      const accountKey = createHash('sha256')
        .update(['account', account.email.toLowerCase()].join('\u0000'))
        .digest('base64url');
      await running.database.handle.db.execute(
        sql`update sign_in_failures set failures = ${SIGN_IN_THROTTLE.perAccount.free - 1} where key = ${accountKey}`,
      );
      await guessFromMany(account.email, 1, 1);
      await expect
        .poll(() => alertJobStates(account.email), { timeout: 20_000 })
        .toEqual(['completed', 'completed']);
      expect(await alerts(account.email)).toHaveLength(1);
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'once the account-wide count is reached, each new address gets one wrong try, then waits',
    async () => {
      const { account } = await ownerWithKnownBrowser();
      await guessFromMany(account.email, SIGN_IN_THROTTLE.perAccount.free / 5, 5);
      const stranger = browser();
      const wrong = await failure(
        stranger.client.auth.login.mutate({ ...account, password: 'nope' }),
      );
      expect(wrong.data?.code).toBe('UNAUTHORIZED');
      // Even the right password waits at that address now (a second guess would have been checked).
      const waiting = await failure(stranger.client.auth.login.mutate(account));
      expect({ code: waiting.data?.code, message: waiting.message }).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: messages.auth.signInThrottled(1),
      });
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'a device cookie is held by its own count only, and counts for its account alone',
    async () => {
      const { account, owner } = await ownerWithKnownBrowser();
      const other = await ownerWithKnownBrowser();
      // Five wrong passwords from the known browser, then it waits: its own limit.
      for (let i = 0; i < SIGN_IN_THROTTLE.perDevice.free; i++) {
        const wrong = await failure(
          owner.client.auth.login.mutate({ ...account, password: 'typo' }),
        );
        expect(wrong.data?.code).toBe('UNAUTHORIZED');
      }
      const waiting = await failure(owner.client.auth.login.mutate(account));
      expect(waiting.data?.code).toBe('TOO_MANY_REQUESTS');
      // Its failures were not the address's: another browser there is not held.
      const sameAddress = browser(owner.at.address);
      await expect(sameAddress.client.auth.login.mutate(account)).resolves.toMatchObject({
        email: account.email,
      });

      // Another account's cookie, or this one's with a made-up signature, is no device cookie: the
      // failures count on the address, and hold another browser there.
      const mine = owner.jar.get(DEVICE_COOKIE) ?? '';
      const forged = `${mine.slice(0, -22)}${'A'.repeat(22)}`;
      expect(forged).not.toBe(mine);
      for (const value of [other.owner.jar.get(DEVICE_COOKIE) ?? '', forged]) {
        const stranger = browser();
        stranger.jar.set(DEVICE_COOKIE, value);
        for (let i = 0; i < SIGN_IN_THROTTLE.perAccountAndAddress.free; i++) {
          const wrong = await failure(
            stranger.client.auth.login.mutate({ ...account, password: 'guess' }),
          );
          expect(wrong.data?.code).toBe('UNAUTHORIZED');
        }
        const held = await failure(browser(stranger.at.address).client.auth.login.mutate(account));
        expect(held.data?.code).toBe('TOO_MANY_REQUESTS');
      }
    },
    ATTACK_TIMEOUT_MS,
  );
});

/**
 * Whether the device cookie `value` still counts for `account`: a browser carrying it fails as
 * often as an address may, then another browser at the same address signs in with the right
 * password. With a valid cookie those failures were the device's alone and the other browser gets
 * in; without one they were the address's, and it waits.
 */
async function cookieCounts(value: string, account: { email: string; password: string }) {
  const carrier = browser();
  carrier.jar.set(DEVICE_COOKIE, value);
  for (let i = 0; i < SIGN_IN_THROTTLE.perAccountAndAddress.free; i++) {
    const wrong = await failure(carrier.client.auth.login.mutate({ ...account, password: 'typo' }));
    expect(wrong.data?.code).toBe('UNAUTHORIZED');
  }
  const next = await browser(carrier.at.address)
    .client.auth.login.mutate(account)
    .then(
      () => 'signed in',
      (error: unknown) => (error as { data?: { code?: string } }).data?.code,
    );
  if (next !== 'signed in') expect(next).toBe('TOO_MANY_REQUESTS');
  return next === 'signed in';
}

describe('device cookies end with the password, and a browser knows a few accounts', () => {
  it(
    'after a password change the old cookie no longer counts; the browser that changed it does',
    async () => {
      const { account, owner } = await ownerWithKnownBrowser();
      const before = owner.jar.get(DEVICE_COOKIE) ?? '';
      expect(await cookieCounts(before, account)).toBe(true);
      const changed = { ...account, password: 'changed-pw-7421' };
      await owner.client.account.changePassword.mutate({
        currentPassword: account.password,
        newPassword: changed.password,
        confirmPassword: changed.password,
      });
      expect(await cookieCounts(before, changed)).toBe(false);
      const renewed = owner.jar.get(DEVICE_COOKIE) ?? '';
      expect(renewed).not.toBe(before);
      expect(await cookieCounts(renewed, changed)).toBe(true);
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'after a password reset the old cookie no longer counts',
    async () => {
      const { account, owner } = await ownerWithKnownBrowser();
      const before = owner.jar.get(DEVICE_COOKIE) ?? '';
      await browser().client.auth.requestPasswordReset.mutate({ email: account.email });
      let token = '';
      await expect
        .poll(
          async () => {
            const mail = (await mailTo(running.url, account.email)).find(
              (m) => m.kind === 'reset-password',
            );
            token = mail
              ? (new URL(linkIn(mail.text, '/reset-password')).searchParams.get('token') ?? '')
              : '';
            return token;
          },
          { timeout: 20_000 },
        )
        .not.toBe('');
      const reset = { ...account, password: 'reset-pw-8532' };
      await browser().client.auth.resetPassword.mutate({ token, password: reset.password });
      expect(await cookieCounts(before, reset)).toBe(false);
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'two accounts signed in from one browser are both known to it',
    async () => {
      const first = await ownerWithKnownBrowser();
      const second = newAccount();
      await browser().client.auth.register.mutate(second);
      // The same browser signs in to the second account too (people sharing a laptop).
      await first.owner.client.auth.login.mutate(second);
      const shared = first.owner.jar.get(DEVICE_COOKIE) ?? '';
      expect(await cookieCounts(shared, first.account)).toBe(true);
      expect(await cookieCounts(shared, second)).toBe(true);
    },
    ATTACK_TIMEOUT_MS,
  );
});
