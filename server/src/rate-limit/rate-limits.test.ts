import { randomUUID } from 'node:crypto';
import { sqlRows } from '@partyreel/db/queryable';
import { rateLimitCounters, signInFailures } from '@partyreel/db/schema';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { messages } from '@partyreel/shared/messages';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type RunningApp, startApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import type { AppRouter } from '../router.ts';
import {
  createRateLimits,
  type RateLimits,
  SIGN_IN_THROTTLE,
  signInWaitMs,
} from './rate-limits.ts';

/**
 * An outside security review: two instances on one database share their rate limits, so a client
 * cannot multiply its tries by the number of instances behind the address.
 */
let database: TestDatabase;
let a: RunningApp;
let b: RunningApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const options = { rateLimits: true, trustProxy: { hops: 1 } };
  [a, b] = await Promise.all([
    startApp(database.handle, options),
    startApp(database.handle, options),
  ]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await database.destroy();
});

/** A client of `app` calling from `address` (both apps trust X-Forwarded-For). */
function from(app: RunningApp, address: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${app.url}/trpc`, headers: { 'x-forwarded-for': address } })],
  });
}

describe('rate limits across instances', () => {
  it('count one policy once for both instances', async () => {
    // auth.register allows 5 a minute per client address.
    for (let i = 0; i < 5; i++)
      await from(i % 2 ? a : b, '198.51.100.1').auth.register.mutate(newAccount());
    for (const app of [a, b]) {
      const error = await failure(from(app, '198.51.100.1').auth.register.mutate(newAccount()));
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toBe(messages.generic.tooManyRequests);
    }
    // Another address is counted apart.
    await expect(from(b, '198.51.100.2').auth.register.mutate(newAccount())).resolves.toBeDefined();
  });

  it("count an account's failed sign-ins once for both instances", async () => {
    const account = newAccount();
    await browserClient(a.url).client.auth.register.mutate(account);
    const free = SIGN_IN_THROTTLE.perAccountAndAddress.free;
    for (let i = 0; i < free; i++) {
      const wrong = await failure(
        from(i % 2 ? a : b, '198.51.100.3').auth.login.mutate({
          email: account.email,
          password: 'wrong-password',
        }),
      );
      expect(wrong.message).toBe(messages.auth.loginFailed);
    }
    // The next try waits, on either instance, even with the right password.
    for (const app of [a, b]) {
      const waiting = await failure(from(app, '198.51.100.3').auth.login.mutate(account));
      expect(waiting.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(waiting.message).toBe(messages.auth.signInThrottled(1));
    }
    // The owner elsewhere signs in.
    await expect(from(b, '198.51.100.4').auth.login.mutate(account)).resolves.toMatchObject({
      email: account.email,
    });
  });

  it("count a host's uploads once for both instances", async () => {
    const host = browserClient(a.url);
    await host.client.auth.register.mutate(newAccount());
    const cookie = { cookie: host.cookieHeader(), 'x-forwarded-for': '198.51.100.5' };
    // Each try counts when it starts, whatever the file turns out to be.
    const file = { bytes: new TextEncoder().encode('not an image'), name: 'x.jpg' };
    for (let i = 0; i < 40; i++) {
      const tried = await uploadFile((i % 2 ? a : b).url, 'image', file, cookie);
      expect(tried.status).not.toBe(429);
    }
    for (const app of [a, b]) {
      const refused = await uploadFile(app.url, 'image', file, cookie);
      expect(refused).toEqual({ status: 429, body: { error: messages.generic.tooManyRequests } });
    }
  });

  it('store hashed keys only: no e-mail or client address in the tables', async () => {
    const counters = await database.handle.db.select().from(rateLimitCounters);
    const failures = await database.handle.db.select().from(signInFailures);
    expect(counters.length).toBeGreaterThan(0);
    expect(failures.length).toBeGreaterThan(0);
    const stored = JSON.stringify([counters, failures]);
    expect(stored).not.toMatch(/198\.51\.100|@/);
  });
});

describe('a try counted inside a statement (consumeInStatement)', () => {
  /** One try of `key` under inviteAnswerPerGuest (10 a minute), as a statement of its own. */
  async function statementTry(limits: RateLimits, key: string): Promise<boolean | undefined> {
    const [row] = sqlRows<{ passed: boolean }>(
      await database.handle.db.execute(sql`
        with tried as (${limits.consumeInStatement('inviteAnswerPerGuest', key, sql``)})
        select passed from tried`),
    );
    return row?.passed;
  }

  it('moves the same counter as consume, and refuses past the same limit', async () => {
    const limits = createRateLimits(true, database.handle.db);
    const key = `statement:${randomUUID()}`;
    try {
      for (let i = 0; i < 5; i++) {
        expect(await limits.consume('inviteAnswerPerGuest', key)).toBe(true);
        expect(await statementTry(limits, key)).toBe(true);
      }
      expect(await statementTry(limits, key)).toBe(false);
      expect(await limits.consume('inviteAnswerPerGuest', key)).toBe(false);
      expect(await limits.exhausted('inviteAnswerPerGuest', key)).toBe(true);
      // Another key is counted apart.
      expect(await statementTry(limits, `${key}:other`)).toBe(true);
    } finally {
      limits.stop();
    }
  });

  it('passes every try and stores nothing with limits off', async () => {
    const limits = createRateLimits(false, database.handle.db);
    const before = await database.handle.db.select().from(rateLimitCounters);
    for (let i = 0; i < 12; i++) expect(await statementTry(limits, 'off')).toBe(true);
    expect(await database.handle.db.select().from(rateLimitCounters)).toHaveLength(before.length);
  });
});

describe('signInWaitMs', () => {
  const free = 5;
  it('is free below the count, then doubles from one second up to the cap', () => {
    expect(signInWaitMs(free - 1, free, 0)).toBe(0);
    expect(signInWaitMs(free, free, 0)).toBe(1000);
    expect(signInWaitMs(free + 1, free, 0)).toBe(2000);
    expect(signInWaitMs(free + 3, free, 500)).toBe(7500);
    expect(signInWaitMs(free + 40, free, 0)).toBe(SIGN_IN_THROTTLE.maxWaitMs);
  });
  it('counts down from the last failure and forgets old counts', () => {
    expect(signInWaitMs(free, free, 1000)).toBe(0);
    expect(signInWaitMs(free + 40, free, SIGN_IN_THROTTLE.forgetAfterMs + 1)).toBe(0);
  });
});
