import { emailTokens, users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, linkIn, mailTo, startApp, startTestApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { SIGN_IN_THROTTLE } from '../rate-limit/rate-limits.ts';
import type { AppRouter } from '../router.ts';

const running = startedForFile(startTestApp);

describe('auth.register', () => {
  it('creates the account, signs it in, and mails a single-use verification link', async () => {
    const browser = browserClient(running.url);
    const account = newAccount();
    const me = await browser.client.auth.register.mutate({
      ...account,
      email: account.email.toUpperCase(),
    });
    expect(me).toMatchObject({
      email: account.email,
      displayName: account.displayName,
      isAnonymous: false,
    });
    expect(me?.emailVerified).toBe(false);
    expect(await browser.client.auth.me.query()).toMatchObject({ id: me?.id });

    const [mail] = await mailTo(running.url, account.email);
    expect(mail?.subject).toBe('Verify your PartyReel email');
    const link = new URL(linkIn(mail?.text ?? '', '/verify-email'));
    const token = link.searchParams.get('token') ?? '';
    // Only the token's hash is stored.
    expect(
      await running.database.handle.db.select().from(emailTokens).where(eq(emailTokens.id, token)),
    ).toEqual([]);

    await expect(
      browserClient(running.url).client.auth.verifyEmail.mutate({ token }),
    ).resolves.toEqual({ ok: true });
    expect((await browser.client.auth.me.query())?.emailVerified).toBe(true);
    const again = await failure(
      browserClient(running.url).client.auth.verifyEmail.mutate({ token }),
    );
    expect(again.message).toBe(messages.auth.verifyLinkInvalid);
  });

  it('stores the password only as an argon2id hash', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const [row] = await running.database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, account.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it.each([
    ['a blank display name', { displayName: '   ' }, messages.auth.displayNameRequired],
    ['no e-mail', { email: '' }, messages.auth.emailRequired],
    ['a malformed e-mail', { email: 'nobody.example.com' }, messages.auth.emailInvalid],
    ['a password of 7 characters', { password: 'abc-123' }, messages.account.passwordTooShort],
    ['a blank password', { password: '        ' }, messages.auth.passwordRequired],
  ])('refuses %s with its message', async (_, change, message) => {
    const error = await failure(
      browserClient(running.url).client.auth.register.mutate({ ...newAccount(), ...change }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('refuses a common password, whatever its case, as an error on the password field', async () => {
    const account = { ...newAccount(), password: 'PassWord123' };
    const error = await failure(browserClient(running.url).client.auth.register.mutate(account));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.auth.passwordTooCommon);
    expect(error.data?.fieldErrors).toEqual({ password: [messages.auth.passwordTooCommon] });
    expect(
      await running.database.handle.db.select().from(users).where(eq(users.email, account.email)),
    ).toEqual([]);
  });

  it('an e-mail already taken gets the plain failure text, whatever its case', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const error = await failure(
      browserClient(running.url).client.auth.register.mutate({
        ...newAccount(),
        email: account.email.toUpperCase(),
      }),
    );
    expect(error.message).toBe(messages.auth.registerFailed);
  });

  it('is rate-limited per client', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      const client = browserClient(limited.url).client;
      for (let i = 0; i < 5; i++) await client.auth.register.mutate(newAccount());
      const error = await failure(client.auth.register.mutate(newAccount()));
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toBe(messages.generic.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('auth.login', () => {
  it('signs in with the right password only, with the same text for an unknown e-mail', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const browser = browserClient(running.url);

    const wrong = await failure(
      browser.client.auth.login.mutate({ email: account.email, password: 'not-it' }),
    );
    expect(wrong.data?.code).toBe('UNAUTHORIZED');
    expect(wrong.message).toBe(messages.auth.loginFailed);
    const unknown = await failure(
      browser.client.auth.login.mutate({ email: `x${account.email}`, password: account.password }),
    );
    expect(unknown.message).toBe(messages.auth.loginFailed);
    expect(await browser.client.auth.me.query()).toBeNull();

    const me = await browser.client.auth.login.mutate({
      email: ` ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(me?.email).toBe(account.email);
    expect((await browser.client.auth.me.query())?.id).toBe(me?.id);
  });

  it('refuses empty fields before checking anything', async () => {
    const error = await failure(
      browserClient(running.url).client.auth.login.mutate({ email: 'a@b.co', password: '' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
  });

  it('is rate-limited per client', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      const client = browserClient(limited.url).client;
      for (let i = 0; i < 10; i++)
        await client.auth.login.mutate({ email: 'no@example.com', password: 'x' }).catch(() => {});
      const error = await failure(
        client.auth.login.mutate({ email: 'no@example.com', password: 'x' }),
      );
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in throttling per account and client address', () => {
  /** The app with rate limits on, trusting X-Forwarded-For so each client can name its address. */
  async function throttledApp() {
    const app = await startApp(running.database.handle, {
      rateLimits: true,
      trustProxy: { hops: 1 },
    });
    const from = (address: string) =>
      createTRPCClient<AppRouter>({
        links: [httpBatchLink({ url: `${app.url}/trpc`, headers: { 'x-forwarded-for': address } })],
      });
    return { app, from };
  }

  async function registered() {
    const { account } = await registeredHost(running.url);
    return { email: account.email, password: account.password };
  }

  it("a stranger's failures from one address do not stop the owner at another", async () => {
    const { app, from } = await throttledApp();
    try {
      const right = await registered();
      const stranger = from('203.0.113.9');
      for (let i = 0; i < 5; i++) {
        const wrong = await failure(stranger.auth.login.mutate({ ...right, password: `bad-${i}` }));
        expect(wrong.data?.code).toBe('UNAUTHORIZED');
      }
      const slowed = await failure(stranger.auth.login.mutate({ ...right, password: 'bad-5' }));
      expect(slowed.data?.code).toBe('TOO_MANY_REQUESTS');

      await expect(from('198.51.100.7').auth.login.mutate(right)).resolves.toMatchObject({
        email: right.email,
      });
    } finally {
      await app.close();
    }
  });

  it('repeated failures from one address wait 1 s, then 2 s…, and the message says how long', async () => {
    const { app, from } = await throttledApp();
    try {
      const right = await registered();
      const client = from('203.0.113.10');
      for (let i = 0; i < 5; i++)
        await failure(client.auth.login.mutate({ ...right, password: 'x' }));
      // While it waits, even the right password is not checked.
      const first = await failure(client.auth.login.mutate(right));
      expect({ code: first.data?.code, message: first.message }).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: messages.auth.signInThrottled(1),
      });
      expect(first.message).toBe('Too many failed sign-ins. Please wait 1 second and try again.');

      await new Promise((resolve) => setTimeout(resolve, 1100));
      const sixth = await failure(client.auth.login.mutate({ ...right, password: 'x' }));
      expect(sixth.data?.code).toBe('UNAUTHORIZED');
      const second = await failure(client.auth.login.mutate(right));
      expect({ code: second.data?.code, message: second.message }).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: messages.auth.signInThrottled(2),
      });
    } finally {
      await app.close();
    }
  });

  it('the right password starts the count again', async () => {
    const { app, from } = await throttledApp();
    try {
      const right = await registered();
      const client = from('203.0.113.11');
      for (let i = 0; i < 3; i++)
        await failure(client.auth.login.mutate({ ...right, password: 'x' }));
      await client.auth.login.mutate(right);
      // Five more failures are free again (eight in all would be slowed without the reset).
      for (let i = 0; i < 5; i++) {
        const wrong = await failure(client.auth.login.mutate({ ...right, password: 'x' }));
        expect(wrong.data?.code).toBe('UNAUTHORIZED');
      }
      const slowed = await failure(client.auth.login.mutate(right));
      expect(slowed.message).toBe(messages.auth.signInThrottled(1));
    } finally {
      await app.close();
    }
  });

  // docs/decisions/039: the account-wide count no longer refuses the right password.
  it('a guesser spread over many addresses does not stop the owner, even past 100 failures', async () => {
    const { app, from } = await throttledApp();
    try {
      const right = await registered();
      for (let i = 0; i < SIGN_IN_THROTTLE.perAccount.free; i++) {
        const wrong = await failure(
          from(`10.0.${Math.floor(i / 200)}.${(i % 200) + 1}`).auth.login.mutate({
            ...right,
            password: `guess-${i}`,
          }),
        );
        expect(wrong.data?.code).toBe('UNAUTHORIZED');
      }
      await expect(from('192.0.2.200').auth.login.mutate(right)).resolves.toMatchObject({
        email: right.email,
      });
    } finally {
      await app.close();
    }
  }, 180_000);
});
