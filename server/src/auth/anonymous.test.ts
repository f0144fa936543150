import { events, users } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, linkIn, mailTo, startTestApp } from '../../test/app.ts';
import { insertEvent, newAccount } from '../../test/factories.ts';
import { anonymousHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

async function ownerOf(eventId: string) {
  const [row] = await db()
    .select({ userId: events.userId })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.userId;
}

describe('anonymous hosts', () => {
  it('a visitor gets an anonymous session, and keeps the user (under a fresh token) when asking again', async () => {
    const browser = browserClient(running.url);
    const me = await browser.client.auth.signInAnonymously.mutate();
    expect(me).toMatchObject({ isAnonymous: true, email: null });
    const again = await browser.client.auth.signInAnonymously.mutate();
    expect(again?.id).toBe(me?.id);
  });

  it('registering from an anonymous session keeps the same user and its events, and sends the verification mail', async () => {
    const { browser, id } = await anonymousHost(running.url);
    const event = await insertEvent(db(), id);
    const account = newAccount();
    const registered = await browser.client.auth.register.mutate(account);
    expect(registered).toMatchObject({ id, isAnonymous: false, email: account.email });
    expect(await ownerOf(event.id)).toBe(id);
    const [mail] = await mailTo(running.url, account.email);
    expect(linkIn(mail?.text ?? '', '/verify-email')).toContain('token=');
    expect((await browser.client.events.list.query()).map((e) => e.id)).toEqual([event.id]);
  });

  it('signing in to an existing account moves only that anonymous session’s events', async () => {
    const account = newAccount();
    const owner = browserClient(running.url);
    const ownerMe = await owner.client.auth.register.mutate(account);
    const ownEvent = await insertEvent(db(), ownerMe?.id ?? '');

    const mine = await anonymousHost(running.url);
    const mineEvent = await insertEvent(db(), mine.id);
    const stranger = await anonymousHost(running.url);
    const strangerEvent = await insertEvent(db(), stranger.id);

    const signedIn = await mine.browser.client.auth.login.mutate({
      email: account.email,
      password: account.password,
    });
    expect(signedIn?.id).toBe(ownerMe?.id);
    expect(await ownerOf(mineEvent.id)).toBe(ownerMe?.id);
    expect(await ownerOf(ownEvent.id)).toBe(ownerMe?.id);
    expect(await ownerOf(strangerEvent.id)).toBe(stranger.id);
    // The emptied anonymous user is gone; the other one is untouched and still signed in.
    expect(await db().select().from(users).where(eq(users.id, mine.id))).toEqual([]);
    expect((await stranger.browser.client.auth.me.query())?.id).toBe(stranger.id);
  });
});
