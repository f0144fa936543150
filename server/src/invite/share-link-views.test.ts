import { shareLinkAnswers } from '@partyreel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp, TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { shareLinkRow } from '../../test/readings.ts';
import { newVisitorId, visitorBrowser, visitorCookie } from '../../test/visitors.ts';
import { VISITOR_COOKIE, verifyVisitorCookie } from './visitor-cookie.ts';
import { visitorKey } from './visitor-key.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
/** A share-link guest's browser with its own signed visitor cookie. */
const browser = (options: Parameters<typeof visitorBrowser>[1] = {}) =>
  visitorBrowser(running.url, options);

// The share link's views and the visitor cookie that counts them (invite.test.ts has the page's load
// and a personal guest's views).

describe('invite.view (share link)', () => {
  it('counts one view per browser per day: a reload is not a new view', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const ana = browser();
    const ben = browser();
    await ana.client.invite.view.mutate({ code: link.code });
    await ana.client.invite.view.mutate({ code: link.code });
    await ana.client.invite.view.mutate({ code: link.code, invitationId: link.id });
    expect((await shareLinkRow(db(), link.id)).views).toBe(1);
    await ben.client.invite.view.mutate({ code: link.code });
    expect((await shareLinkRow(db(), link.id)).views).toBe(2);
  });

  it('counts the same browser again on another day', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const ana = browser();
    await ana.client.invite.view.mutate({ code: link.code });
    await db().execute(
      sql`update share_link_views set day = day - 1 where share_link_id = ${link.id}`,
    );
    await ana.client.invite.view.mutate({ code: link.code });
    expect((await shareLinkRow(db(), link.id)).views).toBe(2);
  });

  it('stores a hash, never the browser’s id', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const ana = browser();
    await ana.client.invite.view.mutate({ code: link.code });
    const stored = await db().execute(
      sql`select visitor_id from share_link_views where share_link_id = ${link.id}`,
    );
    expect(JSON.stringify(stored)).toContain(visitorKey(link.code, ana.id));
    expect(JSON.stringify(stored)).not.toContain(ana.id);
  });

  it('200 simultaneous views by different browsers leave exactly 200', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const browsers = Array.from({ length: 200 }, () => browser({ unbatched: true }));
    // Each browser also reloads once, at the same time: still one view each.
    await Promise.all(
      [...browsers, ...browsers].map(({ client }) =>
        client.invite.view.mutate({ code: link.code }),
      ),
    );
    expect((await shareLinkRow(db(), link.id)).views).toBe(200);
  });
});

describe('the visitor cookie', () => {
  const loadUrl = (code: string) =>
    `${running.url}/trpc/invite.load?input=${encodeURIComponent(JSON.stringify({ code }))}`;

  it('is issued, signed, with the share-link page: HttpOnly, SameSite=Lax, path /, a year', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const res = await fetch(loadUrl(link.code));
    expect(res.status).toBe(200);
    const [cookie, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=31536000/i);
    // Development: not Secure (http://localhost); production sets Secure like the session cookie.
    expect(cookie).not.toMatch(/; Secure/i);
    const value = cookie?.split(';')[0]?.split('=')[1];
    expect(verifyVisitorCookie(TEST_COOKIE_SECRET, value)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is not issued with a personal invitation, nor again to a browser that has one', async () => {
    const { event, link } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id);
    const personal = await fetch(
      `${running.url}/trpc/invite.load?input=${encodeURIComponent(
        JSON.stringify({ code: invitation.uniqueCode, invitationId: invitation.id }),
      )}`,
    );
    expect(personal.headers.getSetCookie()).toEqual([]);
    const known = await fetch(loadUrl(link.code), {
      headers: { cookie: visitorCookie(newVisitorId()) },
    });
    expect(known.headers.getSetCookie()).toEqual([]);
  });

  it('a browser keeps the cookie from the page and is counted by it', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const guestBrowser = browserClient(running.url);
    await guestBrowser.client.invite.load.query({ code: link.code });
    const id = verifyVisitorCookie(TEST_COOKIE_SECRET, guestBrowser.jar.get(VISITOR_COOKIE));
    expect(id).toBeDefined();
    await guestBrowser.client.invite.view.mutate({ code: link.code });
    await guestBrowser.client.invite.view.mutate({ code: link.code });
    await guestBrowser.client.invite.respond.mutate({
      name: 'Lee',
      code: link.code,
      response: 'accepted',
      peopleCount: 2,
    });
    expect(guestBrowser.jar.get(VISITOR_COOKIE)).toBeDefined();
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ views: 1, accepted: 1, people: 2 });
    const [stored] = await db()
      .select()
      .from(shareLinkAnswers)
      .where(eq(shareLinkAnswers.shareLinkId, link.id));
    expect(stored?.visitorId).toBe(visitorKey(link.code, id as string));
  });

  it('a forged or unsigned cookie is not accepted: a new one is issued and the forged id never stored', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const forgedId = newVisitorId();
    const forgeries = [
      forgedId,
      `${forgedId}.`,
      `${forgedId}.${'A'.repeat(43)}`,
      // Signed with another key.
      visitorCookie(forgedId, 'x'.repeat(32)).split('=')[1] as string,
    ];
    for (const forged of forgeries) {
      const guestBrowser = browserClient(running.url);
      guestBrowser.jar.set(VISITOR_COOKIE, forged);
      await guestBrowser.client.invite.view.mutate({ code: link.code });
      await guestBrowser.client.invite.respond.mutate({
        name: 'Lee',
        code: link.code,
        response: 'accepted',
        peopleCount: 1,
      });
      const issued = guestBrowser.jar.get(VISITOR_COOKIE);
      expect(issued).not.toBe(forged);
      expect(verifyVisitorCookie(TEST_COOKIE_SECRET, issued)).toBeDefined();
    }
    const keys = JSON.stringify([
      await db().execute(
        sql`select visitor_id from share_link_views where share_link_id = ${link.id}`,
      ),
      await db().select().from(shareLinkAnswers).where(eq(shareLinkAnswers.shareLinkId, link.id)),
    ]);
    expect(keys).not.toContain(visitorKey(link.code, forgedId));
    expect(keys).not.toContain(forgedId);
    // Each forgery was a new browser with a server-issued id.
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ views: 4, accepted: 4, people: 4 });
  });
});
