import { randomUUID } from 'node:crypto';
import { emailTokens, oauthAccounts, uploads, users } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../../test/app.ts';
import { newAccount } from '../../../test/factories.ts';
import { failure } from '../../../test/failure.ts';
import { startedForFile } from '../../../test/per-file.ts';
import { uniqueEmail } from '../../../test/unique-email.ts';
import { UPLOAD_QUOTA_BYTES } from '../../uploads/upload-limits.ts';
import { SESSION_COOKIE } from '../session-cookie.ts';
import { GOOGLE_POPUP_MESSAGE } from './popup-result-page.ts';

/** An upload row of `bytes` owned by `ownerId` (only its size counts here). */
async function storedUpload(ownerId: string, bytes: number) {
  await db()
    .insert(uploads)
    .values({ ownerId, path: `${randomUUID()}.mp4`, kind: 'video', mimeType: 'video/mp4', bytes });
}

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** Plays the popup: start → stand-in consent → callback, carrying cookies like a browser. */
async function googlePopup(
  browser: ReturnType<typeof browserClient>,
  consent: { email: string; name?: string; verified?: boolean; action?: 'allow' | 'deny' },
  tamper?: (callback: URL) => void,
) {
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (browser.jar.size) headers.set('cookie', browser.cookieHeader());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) browser.jar.set(name, value);
      else browser.jar.delete(name);
    }
    return res;
  };
  const start = await send(`${running.url}/api/auth/google/start`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.pathname).toBe('/dev/google/authorize');
  const form = new URLSearchParams({
    state: authorize.searchParams.get('state') ?? '',
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    code_challenge: authorize.searchParams.get('code_challenge') ?? '',
    email: consent.email,
    name: consent.name ?? 'Google Person',
    action: consent.action ?? 'allow',
    ...(consent.verified === false ? {} : { email_verified: 'true' }),
  });
  const consented = await send(`${running.url}/dev/google/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const callback = new URL(consented.headers.get('location') ?? '');
  tamper?.(callback);
  const page = await (await send(callback.toString())).text();
  lastPage = page;
  const message = /postMessage\((\{.*?\}), /.exec(page)?.[1];
  return JSON.parse(message ?? '{}') as { type: string; ok: boolean; droppedUploads?: unknown };
}

/** The HTML of the last popup's final page (what a popup without an opener shows). */
let lastPage = '';

describe('Google sign-in through the local stand-in', () => {
  it('creates an account for a new Google user and signs it in', async () => {
    const browser = browserClient(running.url);
    const email = uniqueEmail('google');
    expect(await googlePopup(browser, { email, name: 'Gina Google' })).toEqual({
      type: GOOGLE_POPUP_MESSAGE,
      ok: true,
    });
    const me = await browser.client.auth.me.query();
    expect(me).toMatchObject({
      email,
      displayName: 'Gina Google',
      emailVerified: true,
      isAnonymous: false,
    });
    expect(me?.providers).toEqual(['google']);
    // Signing in again finds the same user through the linked account.
    const again = browserClient(running.url);
    await googlePopup(again, { email });
    expect((await again.client.auth.me.query())?.id).toBe(me?.id);
  });

  it('a verified Google e-mail that matches a verified account signs into it, password kept', async () => {
    const account = newAccount();
    const owner = browserClient(running.url);
    const registered = await owner.client.auth.register.mutate(account);
    await db()
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, registered?.id ?? ''));
    const browser = browserClient(running.url);
    expect((await googlePopup(browser, { email: account.email })).ok).toBe(true);
    const me = await browser.client.auth.me.query();
    expect(me?.id).toBe(registered?.id);
    expect(me?.providers).toEqual(['password', 'google']);
    // The owner's other session is theirs: it goes on.
    expect((await owner.client.auth.me.query())?.id).toBe(registered?.id);
  });

  it('takes an unverified password account over cleanly when Google vouches for its e-mail', async () => {
    // Someone registers the victim's address with a password of their own and never verifies it.
    const account = newAccount();
    const squatter = browserClient(running.url);
    const registered = await squatter.client.auth.register.mutate(account);
    const victim = browserClient(running.url);
    expect((await googlePopup(victim, { email: account.email })).ok).toBe(true);
    const me = await victim.client.auth.me.query();
    expect(me?.id).toBe(registered?.id);
    expect(me?.providers).toEqual(['google']);
    // The squatter's session, password and verification link are gone.
    expect(await squatter.client.auth.me.query()).toBeNull();
    const error = await failure(browserClient(running.url).client.auth.login.mutate(account));
    expect(error.message).toBe(messages.auth.loginFailed);
    expect(
      await db()
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.userId, registered?.id ?? '')),
    ).toEqual([]);
  });

  it('an unverified Google e-mail cannot take over an existing account', async () => {
    const account = newAccount();
    await browserClient(running.url).client.auth.register.mutate(account);
    const browser = browserClient(running.url);
    expect((await googlePopup(browser, { email: account.email, verified: false })).ok).toBe(false);
    expect(await browser.client.auth.me.query()).toBeNull();
    expect(
      await db().select().from(oauthAccounts).where(eq(oauthAccounts.email, account.email)),
    ).toEqual([]);
  });

  it('fails when the person cancels, or when the state does not match', async () => {
    const cancelled = browserClient(running.url);
    expect((await googlePopup(cancelled, { email: uniqueEmail(), action: 'deny' })).ok).toBe(false);
    expect(cancelled.jar.has(SESSION_COOKIE)).toBe(false);

    const forged = browserClient(running.url);
    const email = uniqueEmail('forged');
    const result = await googlePopup(forged, { email }, (callback) =>
      callback.searchParams.set('state', 'forged'),
    );
    expect(result.ok).toBe(false);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('from an anonymous session, turns that anonymous user into the Google account', async () => {
    const browser = browserClient(running.url);
    const anonymous = await browser.client.auth.signInAnonymously.mutate();
    const anonymousToken = browser.jar.get(SESSION_COOKIE) ?? '';
    await googlePopup(browser, { email: uniqueEmail('anon-google') });
    const me = await browser.client.auth.me.query();
    expect(me).toMatchObject({ id: anonymous?.id, isAnonymous: false });
    // The anonymous session ended: its token does not carry the new account.
    const old = browserClient(running.url);
    old.jar.set(SESSION_COOKIE, anonymousToken);
    expect(await old.client.auth.me.query()).toBeNull();
  });

  it('from an anonymous session into a full account: the popup tells what was not kept', async () => {
    const email = uniqueEmail('full-google');
    const first = browserClient(running.url);
    await googlePopup(first, { email });
    const owner = await first.client.auth.me.query();
    if (!owner) throw new Error('no Google account');
    await storedUpload(owner.id, UPLOAD_QUOTA_BYTES.registered - 1000);

    const visitor = browserClient(running.url);
    const anonymous = await visitor.client.auth.signInAnonymously.mutate();
    await storedUpload(anonymous?.id ?? '', 3 * 1024 * 1024);
    expect(await googlePopup(visitor, { email })).toEqual({
      type: GOOGLE_POPUP_MESSAGE,
      ok: true,
      droppedUploads: { count: 1, bytes: 3 * 1024 * 1024 },
    });
    expect((await visitor.client.auth.me.query())?.id).toBe(owner.id);
    // A popup that lost its opener stays to say it, rather than going on without a word.
    const notice = messages.auth.uploadsDroppedOnSignIn(1, 3 * 1024 * 1024);
    expect(notice).toContain('1 upload (3 MB)');
    expect(lastPage).toContain(notice.replace(/'/g, '&#39;'));
    expect(lastPage).not.toContain('location.replace');
  });

  it('refuses a consent that would send the code to another site', async () => {
    const res = await fetch(
      `${running.url}/dev/google/authorize?state=s&code_challenge=c&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    expect(res.status).toBe(400);
  });
});
