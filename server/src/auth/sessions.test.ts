import { sessions } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startApp, startTestApp } from '../../test/app.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './sessions.ts';
import { hashToken } from './tokens.ts';

const running = startedForFile(startTestApp);

const db = () => running.database.handle.db;
const jsonPost = { method: 'POST', headers: { 'content-type': 'application/json' } };

async function registered() {
  const host = await registeredHost(running.url);
  return { ...host, token: host.browser.jar.get(SESSION_COOKIE) as string };
}

describe('sessions', () => {
  it('a token has 160 random bits and only its SHA-256 is stored', async () => {
    const { token } = await registered();
    expect(token).toMatch(/^[a-z2-7]{32}$/); // 32 base32 characters = 160 bits
    const stored = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(await db().select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
  });

  it('the cookie is HttpOnly, SameSite=Lax, for 30 days, and not Secure outside production', async () => {
    const res = await fetch(`${running.url}/trpc/auth.signInAnonymously`, jsonPost);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('in production the cookie is __Host-partyreel_session: Secure, Path=/, no Domain, and read back under that name', async () => {
    const production = await startApp(running.database.handle, { production: true });
    try {
      const res = await fetch(`${production.url}/trpc/auth.signInAnonymously`, jsonPost);
      const cookies = res.headers.getSetCookie();
      expect(cookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
      const cookie = cookies.find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`)) ?? '';
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/i);
      expect(cookie).not.toMatch(/Domain=/i);
      const token = /^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? '';
      const me = async (cookie: string) => {
        const res = await fetch(`${production.url}/trpc/auth.me`, { headers: { cookie } });
        return (await res.json()) as { result: { data: unknown } };
      };
      expect((await me(`${SECURE_SESSION_COOKIE}=${token}`)).result.data).toMatchObject({
        isAnonymous: true,
      });
      // The plain name is nobody in production.
      expect((await me(`${SESSION_COOKIE}=${token}`)).result.data).toBeNull();
    } finally {
      await production.close();
    }
  });

  it('an anonymous start never adopts the cookie it is sent: a fresh token, the planted one ended', async () => {
    // Someone starts an anonymous session and plants its cookie in another person's browser.
    const planter = browserClient(running.url);
    const planted = await planter.client.auth.signInAnonymously.mutate();
    const plantedToken = planter.jar.get(SESSION_COOKIE) ?? '';
    const victim = browserClient(running.url);
    victim.jar.set(SESSION_COOKIE, plantedToken);

    await victim.client.auth.signInAnonymously.mutate();
    const fresh = victim.jar.get(SESSION_COOKIE);
    expect(fresh).toMatch(/^[a-z2-7]{32}$/);
    expect(fresh).not.toBe(plantedToken);
    // The planter's copy opens nothing any more.
    expect(await planter.client.auth.me.query()).toBeNull();
    const stored = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(plantedToken)));
    expect(stored).toEqual([]);
    expect((await victim.client.auth.me.query())?.id).toBe(planted?.id);
  });

  it('a registered host starting again keeps their account under a fresh token', async () => {
    const { browser, token, id } = await registered();
    const me = await browser.client.auth.signInAnonymously.mutate();
    expect(me).toMatchObject({ id, isAnonymous: false });
    expect(browser.jar.get(SESSION_COOKIE)).not.toBe(token);
  });

  it('each sign-in makes a new session', async () => {
    const { browser, account, token } = await registered();
    await browser.client.auth.login.mutate({ email: account.email, password: account.password });
    const second = browser.jar.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(token);
    // The session the browser had before is over.
    const before = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(before).toHaveLength(0);
  });

  it('a forged cookie is nobody', async () => {
    const forged = browserClient(running.url);
    forged.jar.set(SESSION_COOKIE, 'a'.repeat(32));
    expect(await forged.client.auth.me.query()).toBeNull();
    forged.jar.set(SESSION_COOKIE, '<script>');
    expect(await forged.client.auth.me.query()).toBeNull();
  });

  it('an expired session is refused and removed', async () => {
    const { browser, token } = await registered();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)));
    expect(await browser.client.auth.me.query()).toBeNull();
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toHaveLength(0);
  });

  it('a session older than its absolute lifetime is refused even when recently used and renewed', async () => {
    const { browser, token } = await registered();
    const id = hashToken(token);
    // Created 89 days ago and used all along: its sliding expiry is far off, yet it ends at 90 days.
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + 2 * 86_400_000);
    await db()
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.id, id));
    expect(await browser.client.auth.me.query()).not.toBeNull();
    // The renewal stops at the absolute end, not 30 days on.
    const [renewed] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(renewed?.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);

    await db()
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 1000),
        expiresAt: new Date(Date.now() + 29 * 86_400_000),
      })
      .where(eq(sessions.id, id));
    expect(await browser.client.auth.me.query()).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
  });

  it('a session used in the second half of its life is extended and the cookie sent again', async () => {
    const { browser, token } = await registered();
    const tenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await db()
      .update(sessions)
      .set({ expiresAt: tenDays })
      .where(eq(sessions.id, hashToken(token)));
    const res = await fetch(`${running.url}/trpc/auth.me`, {
      headers: { cookie: browser.cookieHeader() },
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=${token}`))).toBe(
      true,
    );
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    const { browser, token } = await registered();
    const stolen = browserClient(running.url);
    stolen.jar.set(SESSION_COOKIE, token);
    expect(await stolen.client.auth.me.query()).not.toBeNull();
    await browser.client.auth.logout.mutate();
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await stolen.client.auth.me.query()).toBeNull();
  });
});
