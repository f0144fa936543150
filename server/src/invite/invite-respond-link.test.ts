import { events, shareLinkAnswers, shareLinks } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { createTRPCClient, httpLink } from '@trpc/client';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp, TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, shareLinkRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';
import type { AppRouter } from '../router.ts';
import { VISITOR_COOKIE, verifyVisitorCookie } from './visitor-cookie.ts';
import { visitorKey } from './visitor-key.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
const guest = () => running.http;
/** A share-link guest's browser with its own signed visitor cookie. */
const browser = (options: Parameters<typeof visitorBrowser>[1] = {}) =>
  visitorBrowser(running.url, options);
/** A client that always sends `cookie`, whatever the server sets (as a script would). */
const withCookie = (cookie: string) =>
  createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${running.url}/trpc`, headers: { cookie } })],
  });

// An answer through the share link, counted once per browser (invite-respond.test.ts has a personal
// guest's).

describe('invite.respond (share link)', () => {
  it('moves the link’s counters; the same browser answering again moves them, not adds', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const ana = browser();
    const ben = browser();
    const answer = (who: typeof ana, response: 'accepted' | 'declined', peopleCount: number) =>
      who.client.invite.respond.mutate({ name: 'Lee', code: link.code, response, peopleCount });
    await answer(ana, 'accepted', 3);
    await answer(ben, 'declined', 5);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 1,
      people: 3,
    });
    await answer(ana, 'accepted', 2);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 1,
      people: 2,
    });
    await answer(ana, 'declined', 2);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 0,
      declined: 2,
      people: 0,
    });
    await answer(ben, 'accepted', 4);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 1,
      people: 4,
    });
  });

  it('counts a Maybe and its head count apart, and moves them when the browser decides', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const ana = browser();
    const ben = browser();
    await answerThroughLink(ana, link.code, 'maybe', 3);
    await answerThroughLink(ben, link.code, 'maybe', 2);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 0,
      maybe: 2,
      declined: 0,
      people: 0,
      maybePeople: 5,
      lastResponse: 'maybe',
    });
    await answerThroughLink(ana, link.code, 'accepted', 4);
    await answerThroughLink(ben, link.code, 'declined', 2);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      maybe: 0,
      declined: 1,
      people: 4,
      maybePeople: 0,
    });
  });

  it('60 answers of ‘20 people’ from one client move the counters by one answer, not sixty', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const client = browserClient(running.url);
    await client.client.invite.load.query({ code: link.code });
    const cookie = client.cookieHeader();
    const script = withCookie(cookie);
    await Promise.all(
      Array.from({ length: 60 }, () =>
        script.invite.respond.mutate({
          name: 'Lee',
          code: link.code,
          response: 'accepted',
          peopleCount: 20,
        }),
      ),
    );
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 0,
      people: 20,
    });
  });

  it('a guest without a cookie is given one with the answer, and answering again moves the counters', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const guestBrowser = browserClient(running.url);
    const answer = (response: 'accepted' | 'declined', peopleCount: number) =>
      guestBrowser.client.invite.respond.mutate({
        name: 'Lee',
        code: link.code,
        response,
        peopleCount,
      });
    await answer('accepted', 3);
    expect(guestBrowser.jar.get(VISITOR_COOKIE)).toBeDefined();
    await answer('accepted', 2);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 0,
      people: 2,
    });
  });

  it('answers batched from a browser without a cookie are one browser’s: it gets one cookie, counted once', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const guestBrowser = browserClient(running.url);
    // One HTTP request (httpBatchLink) carrying both calls.
    await Promise.all([
      guestBrowser.client.invite.respond.mutate({
        name: 'Lee',
        code: link.code,
        response: 'accepted',
        peopleCount: 3,
      }),
      guestBrowser.client.invite.respond.mutate({
        name: 'Lee',
        code: link.code,
        response: 'accepted',
        peopleCount: 3,
      }),
    ]);
    const id = verifyVisitorCookie(TEST_COOKIE_SECRET, guestBrowser.jar.get(VISITOR_COOKIE));
    const stored = await db()
      .select()
      .from(shareLinkAnswers)
      .where(eq(shareLinkAnswers.shareLinkId, link.id));
    expect(stored.map((a) => a.visitorId)).toEqual([visitorKey(link.code, id as string)]);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 1, people: 3 });
  });

  it('refuses a locked event’s codes, a link with a guest’s id, a link that is gone and an unknown code, changing nothing', async () => {
    const locked = await hostedEvent(db(), running.url, { unlockedAt: null });
    const guestOfLocked = await insertInvitation(db(), locked.event.id, { status: 'sent' });
    const open = await hostedEvent(db(), running.url);
    const gone = await hostedEvent(db(), running.url);
    await db().delete(shareLinks).where(eq(shareLinks.id, gone.link.id));
    const refused = [
      { code: locked.link.code },
      { code: guestOfLocked.uniqueCode, invitationId: guestOfLocked.id },
      { code: open.link.code, invitationId: guestOfLocked.id },
      { code: gone.link.code },
      { code: 'NoSuchCode12' },
    ];
    for (const input of refused) {
      // A browser without a visitor cookie: a code that opens nothing gives it none.
      const stranger = browserClient(running.url);
      const error = await failure(
        stranger.client.invite.respond.mutate({ ...input, response: 'accepted', peopleCount: 2 }),
      );
      expect({ code: error.data?.code, message: error.message }).toEqual({
        code: 'NOT_FOUND',
        message: messages.guest.notFound,
      });
      expect(stranger.jar.get(VISITOR_COOKIE)).toBeUndefined();
    }
    const stored = await db()
      .select()
      .from(shareLinkAnswers)
      .where(inArray(shareLinkAnswers.shareLinkId, [locked.link.id, open.link.id]));
    expect(stored).toEqual([]);
    expect(await shareLinkRow(db(), open.link.id)).toMatchObject({ accepted: 0, people: 0 });
    expect(await guestRow(db(), guestOfLocked.id)).toMatchObject({
      status: 'sent',
      openedAt: null,
    });

    // Paid for, the same codes open: it was the lock that refused them.
    await db().update(events).set({ unlockedAt: new Date() }).where(eq(events.id, locked.event.id));
    await browser().client.invite.respond.mutate({
      name: 'Lee',
      code: locked.link.code,
      response: 'accepted',
      peopleCount: 2,
    });
    await guest().invite.respond.mutate({
      code: guestOfLocked.uniqueCode,
      invitationId: guestOfLocked.id,
      response: 'declined',
      peopleCount: 0,
    });
    expect(await shareLinkRow(db(), locked.link.id)).toMatchObject({ accepted: 1, people: 2 });
    expect((await guestRow(db(), guestOfLocked.id)).status).toBe('declined');
  });

  it('500 simultaneous answers leave exact counters, even with browsers answering twice at once', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const browsers = Array.from({ length: 450 }, () => browser({ unbatched: true }));
    const answers = browsers.map((who, i) => ({
      who,
      response: i % 3 === 0 ? ('declined' as const) : ('accepted' as const),
      peopleCount: (i % 4) + 1,
    }));
    // 50 of them answer a second time, differently, in the same burst.
    for (let i = 0; i < 50; i++) {
      const first = answers[i * 9] as (typeof answers)[number];
      answers.push({
        who: first.who,
        response: first.response === 'accepted' ? 'declined' : 'accepted',
        peopleCount: 2,
      });
    }
    expect(answers).toHaveLength(500);
    await Promise.all(
      answers.map(({ who, response, peopleCount }) =>
        who.client.invite.respond.mutate({ name: 'Lee', code: link.code, response, peopleCount }),
      ),
    );

    const stored = await db()
      .select()
      .from(shareLinkAnswers)
      .where(eq(shareLinkAnswers.shareLinkId, link.id));
    expect(stored).toHaveLength(450);
    const accepted = stored.filter((a) => a.response === 'accepted');
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: accepted.length,
      declined: stored.length - accepted.length,
      people: accepted.reduce((sum, a) => sum + a.peopleCount, 0),
    });
    // Whichever of a browser's two answers landed last, it is the one counted.
    expect(accepted.length).toBeGreaterThan(0);
  });
});
