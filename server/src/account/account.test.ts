import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { browserClient, linkIn, mailTo, startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

const running = startedForFile(startTestApp);

describe('account.updateProfile', () => {
  it('changes the display name and refuses a blank one', async () => {
    const { browser } = await registeredHost(running.url);
    await expect(
      browser.client.account.updateProfile.mutate({ displayName: '  Ada L. ' }),
    ).resolves.toMatchObject({
      displayName: 'Ada L.',
    });
    const error = await failure(
      browser.client.account.updateProfile.mutate({ displayName: '   ' }),
    );
    expect(error.message).toBe(messages.auth.displayNameRequired);
    expect((await browser.client.auth.me.query())?.displayName).toBe('Ada L.');
  });

  it('is for registered users only', async () => {
    const visitor = browserClient(running.url);
    expect(
      (await failure(visitor.client.account.updateProfile.mutate({ displayName: 'X' }))).data?.code,
    ).toBe('UNAUTHORIZED');
    await visitor.client.auth.signInAnonymously.mutate();
    expect(
      (await failure(visitor.client.account.updateProfile.mutate({ displayName: 'X' }))).data?.code,
    ).toBe('UNAUTHORIZED');
  });
});

describe('account.changePassword', () => {
  it.each([
    [
      'a wrong current password',
      { currentPassword: 'wrong-one' },
      messages.account.currentPasswordWrong,
    ],
    ['no current password', { currentPassword: '' }, messages.account.currentPasswordRequired],
    [
      'a short new password',
      { newPassword: 'abc-123', confirmPassword: 'abc-123' },
      messages.account.passwordTooShort,
    ],
    [
      'a common new password',
      { newPassword: 'ILoveYou', confirmPassword: 'ILoveYou' },
      messages.auth.passwordTooCommon,
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'something-else' },
      messages.account.passwordsDoNotMatch,
    ],
  ])('refuses %s', async (_, change, message) => {
    const { browser, account } = await registeredHost(running.url);
    const input = {
      currentPassword: account.password,
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
      ...change,
    };
    const error = await failure(browser.client.account.changePassword.mutate(input));
    expect(error.message).toBe(message);
    // Nothing changed: the old password still signs in.
    await expect(
      browserClient(running.url).client.auth.login.mutate({
        email: account.email,
        password: account.password,
      }),
    ).resolves.not.toBeNull();
  });

  it('changes it, ends every other session and keeps this browser signed in with a new one', async () => {
    const { browser, account } = await registeredHost(running.url);
    const other = browserClient(running.url);
    await other.client.auth.login.mutate({ email: account.email, password: account.password });
    const before = browser.jar.get(SESSION_COOKIE);

    await browser.client.account.changePassword.mutate({
      currentPassword: account.password,
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(browser.jar.get(SESSION_COOKIE)).not.toBe(before);
    expect(await browser.client.auth.me.query()).not.toBeNull();
    expect(await other.client.auth.me.query()).toBeNull();
    await expect(
      browserClient(running.url).client.auth.login.mutate({
        email: account.email,
        password: 'new-password-1',
      }),
    ).resolves.not.toBeNull();
  });

  it('ends a reset link sent before the change', async () => {
    const { browser, account } = await registeredHost(running.url);
    await browserClient(running.url).client.auth.requestPasswordReset.mutate({
      email: account.email,
    });
    let text = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailTo(running.url, account.email)).find(
            (m) => m.kind === 'reset-password',
          );
          text = mail?.text ?? '';
          return text;
        },
        { timeout: 10_000 },
      )
      .not.toBe('');
    const token = new URL(linkIn(text, '/reset-password')).searchParams.get('token') ?? '';

    await browser.client.account.changePassword.mutate({
      currentPassword: account.password,
      newPassword: 'new-password-2',
      confirmPassword: 'new-password-2',
    });
    const error = await failure(
      browserClient(running.url).client.auth.resetPassword.mutate({
        token,
        password: 'attacker-pw',
      }),
    );
    expect(error.message).toBe(messages.auth.resetLinkInvalid);
    await expect(
      browserClient(running.url).client.auth.login.mutate({
        email: account.email,
        password: 'new-password-2',
      }),
    ).resolves.not.toBeNull();
  });
});
