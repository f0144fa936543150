import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { browserClient, mailTo, startTestApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { startedForFile } from '../../test/per-file.ts';
import { jobStates } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';
import { passwordResetQueue } from './password-reset-queue.ts';

/**
 * Reset e-mails are limited per account, whatever the client addresses ask: at most 3 an hour,
 * on top of the limit per client address (docs/decisions/035-reset-and-reminder-limits.md). The app
 * trusts X-Forwarded-For, so each request says which address it comes from.
 */
const running = startedForFile(() => startTestApp({ rateLimits: true, trustProxy: { hops: 1 } }));

/** auth.requestPasswordReset as a plain POST from `address`: its status and body, byte for byte. */
async function requestReset(email: string, address: string) {
  const res = await fetch(`${running.url}/trpc/auth.requestPasswordReset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, body: await res.text() };
}

/** The states of the reset jobs queued for `email`. */
const resetJobStates = (email: string) =>
  jobStates(running.database.handle.db, passwordResetQueue.name, 'email', email);

async function resetMails(email: string) {
  return (await mailTo(running.url, email)).filter((m) => m.kind === 'reset-password');
}

describe('reset e-mails per account', () => {
  it('5 requests from 4 addresses: 3 e-mails, and the same answer to every request', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const unknown = uniqueEmail('nobody');
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.1'];

    const answers = [];
    for (const [i, address] of addresses.entries()) {
      // The account's address as typed, in any case: the limit is the account's.
      const email = i === 2 ? account.email.toUpperCase() : account.email;
      answers.push(await requestReset(email, address));
      answers.push(await requestReset(unknown, address));
    }
    // Sent, throttled or unknown: every answer is the same bytes.
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: '{"result":{"data":{"ok":true}}}' })]),
    );

    await expect
      .poll(() => resetJobStates(account.email), { timeout: 20_000 })
      .toEqual(Array(5).fill('completed'));
    expect(await resetMails(account.email)).toHaveLength(3);
    expect(await resetMails(unknown)).toEqual([]);

    // The next request, from yet another address, still answers the same and sends nothing.
    expect(await requestReset(account.email, '203.0.113.9')).toEqual(answers[0]);
    await expect
      .poll(() => resetJobStates(account.email), { timeout: 20_000 })
      .toEqual(Array(6).fill('completed'));
    expect(await resetMails(account.email)).toHaveLength(3);
  });

  it("one account's limit leaves another account's resets alone", async () => {
    const [first, second] = [newAccount(), newAccount()];
    for (const account of [first, second])
      await browserClient(running.url).client.auth.register.mutate(account);
    for (const address of ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24'])
      await requestReset(first.email, address);
    await requestReset(second.email, '203.0.113.25');
    await expect
      .poll(async () => (await resetMails(second.email)).length, { timeout: 20_000 })
      .toBe(1);
    await expect
      .poll(() => resetJobStates(first.email), { timeout: 20_000 })
      .toEqual(Array(4).fill('completed'));
    expect(await resetMails(first.email)).toHaveLength(3);
  });

  it('keeps the limit per client address: a sixth request within the minute is refused', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < 5; i++)
      expect((await requestReset(uniqueEmail('nobody'), address)).status).toBe(200);
    const refused = await requestReset(uniqueEmail('nobody'), address);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.message).toBe(messages.generic.tooManyRequests);
  });
});
