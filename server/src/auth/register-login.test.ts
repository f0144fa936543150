import { emailTokens, users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, linkIn, mailTo, startApp, startTestApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';

let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  running = await startTestApp();
});
afterAll(() => running.close());

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
    ['a short password', { password: '12345' }, messages.account.passwordTooShort],
    ['a blank password', { password: '        ' }, messages.auth.passwordRequired],
  ])('refuses %s with its message', async (_, change, message) => {
    const error = await failure(
      browserClient(running.url).client.auth.register.mutate({ ...newAccount(), ...change }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
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

describe('sign-in lock-out per account', () => {
  it('locks an account after 5 wrong passwords; its owner signing in does not count', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      const account = newAccount();
      await browserClient(running.url).client.auth.register.mutate(account);
      const client = browserClient(limited.url).client;
      const right = { email: account.email, password: account.password };
      for (let i = 0; i < 3; i++) await client.auth.login.mutate(right);
      for (let i = 0; i < 5; i++) {
        const wrong = await failure(client.auth.login.mutate({ ...right, password: `bad-${i}` }));
        expect(wrong.data?.code).toBe('UNAUTHORIZED');
      }
      // 9 requests so far from this address, under its limit of 10: the account lock is what refuses.
      const locked = await failure(client.auth.login.mutate(right));
      expect(locked.data?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
