import { Writable } from 'node:stream';
import { outbox } from '@partyreel/db/schema';
import { createTestDatabase } from '@partyreel/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, linkIn, testConfig } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { startedForFile } from '../../test/per-file.ts';
import { startAppWithResend } from '../../test/resend.ts';
import { buildApp } from '../app.ts';
import { MASKED_SECRET } from '../mail/outbox-records.ts';

/**
 * An outside security review: reset and verification tokens are not kept in clear in the outbox (a
 * real provider delivers them), and request logs carry neither tokens nor guests' codes.
 */
const API_KEY = 're_secrets_test';

const running = startedForFile(() => startAppWithResend({ apiKey: API_KEY }));

/** The token in the link to `path` of the newest message `to` got through the provider. */
async function deliveredToken(to: string, path: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        text =
          running.standIn.accepted.findLast((m) => m.to === to && m.text.includes(path))?.text ??
          '';
        return text;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return new URL(linkIn(text, path)).searchParams.get('token') ?? '';
}

async function storedMessages(to: string) {
  return running.db().select().from(outbox).where(eq(outbox.toAddress, to));
}

describe('the outbox with a real provider', () => {
  it('keeps a verification e-mail with its token masked; the delivered link still works', async () => {
    const account = newAccount();
    const visitor = browserClient(running.url).client;
    await visitor.auth.register.mutate(account);
    const token = await deliveredToken(account.email, '/verify-email');
    expect(token).toMatch(/^[a-z2-7]{20,}$/);

    const [stored] = await storedMessages(account.email);
    expect(stored?.kind).toBe('verify-email');
    expect(stored?.status).toBe('sent');
    for (const body of [stored?.html ?? '', stored?.text ?? '']) {
      expect(body).not.toContain(token);
      expect(body).toContain(MASKED_SECRET);
    }
    await expect(visitor.auth.verifyEmail.mutate({ token })).resolves.toBeDefined();
  });

  it('keeps a reset e-mail with its token masked; the delivered link still works', async () => {
    const account = newAccount();
    const visitor = browserClient(running.url).client;
    await visitor.auth.register.mutate(account);
    await visitor.auth.requestPasswordReset.mutate({ email: account.email });
    const token = await deliveredToken(account.email, '/reset-password');

    await expect
      .poll(async () => (await storedMessages(account.email)).map((m) => m.kind).sort())
      .toEqual(['reset-password', 'verify-email']);
    for (const stored of await storedMessages(account.email)) {
      expect(`${stored.html}\n${stored.text}`).not.toContain(token);
    }
    await expect(
      visitor.auth.resetPassword.mutate({ token, password: 'a-brand-new-pw-42' }),
    ).resolves.toEqual({ ok: true });
  });
});

describe('request logs', () => {
  it('carry no token, no guest code and no tRPC input', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database: logged.handle,
      logger: { level: 'info', stream },
    });
    try {
      const secrets = ['tok3nsecretvalue', 'GUESTCODE77', 'secret@example.com'];
      for (const url of [
        '/reset-password?token=tok3nsecretvalue',
        '/verify-email?token=tok3nsecretvalue',
        '/invite/GUESTCODE77',
        '/recipients/GUESTCODE77?x=1',
        `/trpc/invite.byCode?input=${encodeURIComponent(JSON.stringify({ code: 'GUESTCODE77' }))}`,
        '/api/auth/google/callback?code=tok3nsecretvalue&state=x',
        `/trpc/auth.requestPasswordReset?email=${encodeURIComponent('secret@example.com')}`,
      ]) {
        await app.inject({ method: 'GET', url });
      }
      const requestLines = lines.filter((line) => line.includes('"url"'));
      // Every request was logged, with its path.
      expect(requestLines.join('\n')).toContain('"url":"/invite/…"');
      expect(requestLines.join('\n')).toContain('"url":"/reset-password"');
      expect(requestLines.join('\n')).toContain('"url":"/trpc/invite.byCode"');
      for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await app.close();
      await logged.destroy();
    }
  });
});
