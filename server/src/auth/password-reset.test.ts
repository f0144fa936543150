import { request } from 'node:http';
import { emailTokens } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, linkIn, mailTo, startTestApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { startedForFile } from '../../test/per-file.ts';
import { jobStates } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';
import { passwordResetQueue } from './password-reset-queue.ts';
import { hashToken } from './tokens.ts';

const running = startedForFile(startTestApp);

/** The tokens of the reset e-mails `email` has, newest first, once there are at least `count`. */
async function resetTokens(email: string, count = 1): Promise<string[]> {
  let mails: Awaited<ReturnType<typeof mailTo>> = [];
  await expect
    .poll(
      async () => {
        mails = (await mailTo(running.url, email)).filter((m) => m.kind === 'reset-password');
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails.map(
    (m) => new URL(linkIn(m.text, '/reset-password')).searchParams.get('token') ?? '',
  );
}

/** The states of the reset jobs queued for `email`. */
const resetJobStates = (email: string) =>
  jobStates(running.database.handle.db, passwordResetQueue.name, 'email', email);

/** How many reset tokens were made for `email`. */
async function resetTokenRows(email: string): Promise<number> {
  const rows = await running.database.handle.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, 'reset_password')));
  return rows.length;
}

async function resetLink(email: string): Promise<string> {
  return (await resetTokens(email))[0] ?? '';
}

describe('password reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    await expect(
      browserClient(running.url).client.auth.requestPasswordReset.mutate({ email }),
    ).resolves.toEqual({ ok: true });
    await expect.poll(() => resetJobStates(email), { timeout: 10_000 }).toEqual(['completed']);
    expect(await mailTo(running.url, email)).toEqual([]);
  });

  it('only queues the request, known address or not; the worker then sends the e-mail', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const unknown = uniqueEmail('nobody');
    const visitor = browserClient(running.url).client;
    // The same work on the request path for both: it answers once the job is queued.
    for (const email of [account.email, unknown]) {
      await expect(visitor.auth.requestPasswordReset.mutate({ email })).resolves.toEqual({
        ok: true,
      });
      expect(await resetJobStates(email)).toHaveLength(1);
    }

    // The mail still arrives, and its link works.
    const token = await resetLink(account.email);
    expect(await resetTokenRows(account.email)).toBe(1);
    await expect(
      visitor.auth.resetPassword.mutate({ token, password: 'queued-reset-pw' }),
    ).resolves.toEqual({ ok: true });
    await expect.poll(() => resetJobStates(unknown), { timeout: 10_000 }).toEqual(['completed']);
    expect(await mailTo(running.url, unknown)).toEqual([]);
  });

  it("builds the e-mail's link from configuration, never from the request's Host", async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const target = new URL(running.url);
    // A caller who sends Host: evil.example (no Origin: not a browser, so no origin check applies).
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: account.email });
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: '/trpc/auth.requestPasswordReset',
          method: 'POST',
          headers: {
            host: 'evil.example',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    await resetTokens(account.email);
    const mail = (await mailTo(running.url, account.email)).find(
      (m) => m.kind === 'reset-password',
    );
    const link = new URL(linkIn(mail?.text ?? '', '/reset-password'));
    expect(link.origin).toBe(target.origin);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('refuses a malformed address', async () => {
    const error = await failure(
      browserClient(running.url).client.auth.requestPasswordReset.mutate({ email: 'nope' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
  });

  it('the link works once, sets the password, and ends every session', async () => {
    const account = newAccount();
    const signedIn = browserClient(running.url);
    await signedIn.client.auth.register.mutate(account);
    await browserClient(running.url).client.auth.requestPasswordReset.mutate({
      email: account.email,
    });
    const token = await resetLink(account.email);

    const visitor = browserClient(running.url).client;
    const short = await failure(visitor.auth.resetPassword.mutate({ token, password: 'seven-7' }));
    expect(short.message).toBe(messages.account.passwordTooShort);
    await expect(
      visitor.auth.resetPassword.mutate({ token, password: 'brand-new-pw' }),
    ).resolves.toEqual({ ok: true });

    expect(await signedIn.client.auth.me.query()).toBeNull();
    const old = await failure(
      visitor.auth.login.mutate({ email: account.email, password: account.password }),
    );
    expect(old.message).toBe(messages.auth.loginFailed);
    await expect(
      visitor.auth.login.mutate({ email: account.email, password: 'brand-new-pw' }),
    ).resolves.toMatchObject({
      email: account.email,
    });

    const reused = await failure(
      visitor.auth.resetPassword.mutate({ token, password: 'another-pw' }),
    );
    expect(reused.message).toBe(messages.auth.resetLinkInvalid);
  });

  it('refuses a common password and leaves the link usable', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const visitor = browserClient(running.url).client;
    await visitor.auth.requestPasswordReset.mutate({ email: account.email });
    const token = await resetLink(account.email);

    const common = await failure(
      visitor.auth.resetPassword.mutate({ token, password: 'Qwerty123' }),
    );
    expect(common.data?.code).toBe('BAD_REQUEST');
    expect(common.message).toBe(messages.auth.passwordTooCommon);
    expect(common.data?.fieldErrors).toEqual({ password: [messages.auth.passwordTooCommon] });
    await expect(
      visitor.auth.resetPassword.mutate({ token, password: 'uncommon-pw-7' }),
    ).resolves.toEqual({ ok: true });
  });

  it('using one reset link ends every other one the user was sent', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const visitor = browserClient(running.url).client;
    await visitor.auth.requestPasswordReset.mutate({ email: account.email });
    await visitor.auth.requestPasswordReset.mutate({ email: account.email });
    const [newer = '', older = ''] = await resetTokens(account.email, 2);
    expect(newer).not.toBe(older);

    await expect(
      visitor.auth.resetPassword.mutate({ token: older, password: 'first-new-pw' }),
    ).resolves.toEqual({ ok: true });
    const revoked = await failure(
      visitor.auth.resetPassword.mutate({ token: newer, password: 'second-new-pw' }),
    );
    expect(revoked.message).toBe(messages.auth.resetLinkInvalid);
    await expect(
      visitor.auth.login.mutate({ email: account.email, password: 'first-new-pw' }),
    ).resolves.toMatchObject({ email: account.email });
  });

  it('a link older than an hour no longer works', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    await browserClient(running.url).client.auth.requestPasswordReset.mutate({
      email: account.email,
    });
    const token = await resetLink(account.email);
    await running.database.handle.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.id, hashToken(token)));
    const error = await failure(
      browserClient(running.url).client.auth.resetPassword.mutate({
        token,
        password: 'whatever-pw',
      }),
    );
    expect(error.message).toBe(messages.auth.resetLinkInvalid);
  });

  it('a verification token cannot reset a password', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const verify = (await mailTo(running.url, account.email)).find(
      (m) => m.kind === 'verify-email',
    );
    const token =
      new URL(linkIn(verify?.text ?? '', '/verify-email')).searchParams.get('token') ?? '';
    const error = await failure(
      browserClient(running.url).client.auth.resetPassword.mutate({ token, password: 'sneaky-pw' }),
    );
    expect(error.message).toBe(messages.auth.resetLinkInvalid);
  });
});
