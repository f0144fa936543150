import { events, shareLinkAnswers } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp, TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, shareLinkRow } from '../../test/readings.ts';
import {
  answerThroughLink,
  newVisitorId,
  visitorBrowser,
  visitorCookie,
} from '../../test/visitors.ts';
import { VISITOR_COOKIE, verifyVisitorCookie } from './visitor-cookie.ts';
import { visitorKey } from './visitor-key.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
const guest = () => running.http;
/** A share-link guest's browser with its own signed visitor cookie. */
const browser = (options: Parameters<typeof visitorBrowser>[1] = {}) =>
  visitorBrowser(running.url, options);

describe('invite.load', () => {
  it('loads a personal invitation with the guest’s first name and marks the event open to its link', async () => {
    const { event } = await hostedEvent(db(), running.url, {
      title: 'Ana turns 7',
      location: '12 Elm Street',
      eventDate: '2027-03-14',
      startTime: '14:05',
      timeZone: 'Europe/Lisbon',
    });
    const invitation = await insertInvitation(db(), event.id, {
      recipientName: 'Mary-Jane Watson',
    });

    const view = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    expect(view).toMatchObject({
      kind: 'personal',
      invitationId: invitation.id,
      eventId: event.id,
      templateId: event.templateId,
      customData: {
        eventTitle: 'Ana turns 7',
        address: '12 Elm Street',
        sTime: '2:05 PM',
        eventDate: 'SUNDAY, MARCH 14TH',
        recipientName: 'Mary-Jane',
        invitationId: invitation.id,
        // A fancy template's answer links: the guest's own address, which opens the answer chosen.
        rsvp_y: `/invite/${invitation.uniqueCode}?id=${invitation.id}&rsvp=yes`,
        rsvp_n: `/invite/${invitation.uniqueCode}?id=${invitation.id}&rsvp=no`,
      },
      calendar: { title: 'Ana turns 7', startTime: '14:05', timeZone: 'Europe/Lisbon' },
      answer: null,
    });
    const [after] = await db().select().from(events).where(eq(events.id, event.id));
    expect(after?.allowAnyoneWithLink).toBe(true);
  });

  it('carries the host’s message, signed with their name, to personal and share-link guests', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url, {
      personalMessage: '  Bring a swimsuit!\nParking is behind the house.  ',
    });
    const invitation = await insertInvitation(db(), event.id);
    const personal = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    const shared = await guest().invite.load.query({ code: link.code });
    for (const view of [personal, shared])
      expect(view.hostMessage).toEqual({
        from: host.account.displayName,
        text: 'Bring a swimsuit!\nParking is behind the house.',
      });

    const silent = await hostedEvent(db(), running.url, { personalMessage: '   ' });
    const none = await guest().invite.load.query({ code: silent.link.code });
    expect(none.hostMessage).toBeNull();
  });

  it('shows who’s coming only when the host turns it on: first names of those who accepted, once each', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const guestOf = (
      recipientName: string,
      email: string,
      status: 'accepted' | 'declined' | 'sent',
      at: string,
    ) =>
      insertInvitation(db(), event.id, { recipientName, email, status, respondedAt: new Date(at) });
    await guestOf('Ana Lima', 'ana@example.com', 'accepted', '2026-03-01T10:00:00Z');
    await guestOf('ANA', 'Ana@Example.com', 'accepted', '2026-03-01T09:00:00Z');
    await guestOf('Ben Costa', 'ben@example.com', 'accepted', '2026-02-01T10:00:00Z');
    await guestOf('Cy Young', 'cy@example.com', 'declined', '2026-02-02T10:00:00Z');
    await guestOf('Dee', 'dee@example.com', 'sent', '2026-02-03T10:00:00Z');
    await guestOf('Friends', 'friends@example.com', 'accepted', '2026-02-04T10:00:00Z');
    await insertInvitation(db(), event.id, { recipientName: 'Eve', status: 'removed' });
    await answerThroughLink(visitorBrowser(running.url), link.code, 'accepted', 2, undefined, {
      name: 'Lee Park',
    });
    expect((await guest().invite.load.query({ code: link.code })).coming).toBeNull();

    await host.browser.client.events.update.mutate({ eventId: event.id, showGuestList: true });
    const view = await guest().invite.load.query({ code: link.code });
    // Ben answered first; Ana's two entries are one guest; the link's guest answered last, under
    // the name they gave; 'Friends' has no name to show: counted.
    expect(view.coming).toEqual({ names: ['Ben', 'Ana', 'Lee'], others: 1 });
    expect(JSON.stringify(view)).not.toContain('Park');
    expect(JSON.stringify(view)).not.toContain('Lima');
    expect(JSON.stringify(view)).not.toContain('ben@example.com');

    await host.browser.client.events.update.mutate({ eventId: event.id, showGuestList: false });
    expect((await guest().invite.load.query({ code: link.code })).coming).toBeNull();
  });

  it('gives a personal guest their current answer', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, {
      status: 'accepted',
      peopleCount: 3,
    });
    const view = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    expect(view.answer).toEqual({ response: 'accepted', peopleCount: 3, note: null });
  });

  it('loads the share link with or without its id, with no guest name', async () => {
    const { event, link } = await hostedEvent(db(), running.url);
    for (const invitationId of [undefined, link.id]) {
      const view = await guest().invite.load.query({ code: link.code, invitationId });
      expect(view).toMatchObject({
        kind: 'link',
        invitationId: link.id,
        eventId: event.id,
        answer: null,
      });
      expect(view.customData.recipientName).toBe('');
      expect(view.customData.rsvp_y).toBe(`/invite/${link.code}?rsvp=yes`);
      expect(view.customData.rsvp_n).toBe(`/invite/${link.code}?rsvp=no`);
    }
  });

  it('answers a personal code without its id, or a malformed input, as it answers an unknown code', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id);
    const unknown = await failure(guest().invite.load.query({ code: 'NoSuchCode12' }));
    const inputs: unknown[] = [
      { code: invitation.uniqueCode },
      { code: invitation.uniqueCode, invitationId: '' },
      { code: '' },
      { code: 'x'.repeat(65), invitationId: invitation.id },
      { code: 42 },
      'not an object',
    ];
    for (const input of inputs) {
      const error = await failure(guest().invite.load.query(input as { code: string }));
      expect({
        code: error.data?.code,
        message: error.message,
        status: error.data?.httpStatus,
      }).toEqual({
        code: unknown.data?.code,
        message: unknown.message,
        status: unknown.data?.httpStatus,
      });
    }
    expect(unknown.data?.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(messages.guest.notFound);
  });

  it('does not find an unknown code, a code with another invitation’s id, or a removed guest', async () => {
    const { event, link } = await hostedEvent(db(), running.url);
    const mine = await insertInvitation(db(), event.id);
    const other = await insertInvitation(db(), event.id);
    const removed = await insertInvitation(db(), event.id, { status: 'removed' });
    const cases = [
      { code: 'NoSuchCode12', invitationId: mine.id },
      { code: mine.uniqueCode, invitationId: other.id },
      { code: mine.uniqueCode, invitationId: 'not-a-uuid' },
      { code: link.code, invitationId: mine.id },
      { code: removed.uniqueCode, invitationId: removed.id },
    ];
    for (const input of cases) {
      const error = await failure(guest().invite.load.query(input));
      expect(error.data?.code).toBe('NOT_FOUND');
      expect(error.message).toBe(messages.guest.notFound);
    }
  });

  it('says so when the event has no template', async () => {
    const { event } = await hostedEvent(db(), running.url, { templateId: null });
    const invitation = await insertInvitation(db(), event.id);
    const error = await failure(
      guest().invite.load.query({ code: invitation.uniqueCode, invitationId: invitation.id }),
    );
    expect(error.message).toBe(messages.guest.noTemplate);
  });
});

describe('invite.view (personal)', () => {
  it.each([
    ['unsent', null, 'opened', 'viewed', null],
    ['pending', null, 'opened', 'viewed', null],
    ['sent', null, 'opened', 'viewed', null],
    ['sent', null, 'playing', 'viewed', 'playing'],
    ['viewed', null, 'playing', 'viewed', 'playing'],
    ['viewed', 'playing', 'opened', 'viewed', 'playing'],
    ['accepted', 'completed', 'playing', 'accepted', 'completed'],
    ['declined', 'completed', 'opened', 'declined', 'completed'],
    ['accepted', null, 'playing', 'accepted', 'playing'],
    ['sent', null, 'finished', 'viewed', 'playing'],
    ['pending', null, 'finished', 'viewed', 'playing'],
    ['viewed', 'playing', 'finished', 'viewed', 'playing'],
    ['accepted', 'completed', 'finished', 'accepted', 'completed'],
    ['declined', null, 'finished', 'declined', 'playing'],
  ] as const)(
    '%s (viewState %s) %s becomes %s, %s, with the journey’s times',
    async (status, viewState, stage, nextStatus, nextView) => {
      const { event } = await hostedEvent(db(), running.url);
      const invitation = await insertInvitation(db(), event.id, { status, viewState });
      const before = Date.now();
      await guest().invite.view.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        ...(stage === 'opened' ? {} : { stage }),
      });
      const row = await guestRow(db(), invitation.id);
      expect(row.status).toBe(nextStatus);
      expect(row.viewState).toBe(nextView);
      // Every stage means the page was opened; only 'finished' means it was watched to the end.
      expect(row.openedAt?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      if (stage === 'finished') expect(row.watchedAt).toEqual(row.openedAt);
      else expect(row.watchedAt).toBeNull();
    },
  );

  it('keeps the first opening and the first finish: watching again moves neither', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const openedAt = new Date('2025-01-02T03:04:05.000Z');
    const invitation = await insertInvitation(db(), event.id, {
      status: 'viewed',
      viewState: 'playing',
      openedAt,
    });
    const address = { code: invitation.uniqueCode, invitationId: invitation.id };
    await guest().invite.view.mutate({ ...address, stage: 'finished' });
    const first = await guestRow(db(), invitation.id);
    expect(first.openedAt).toEqual(openedAt);
    expect(first.watchedAt).not.toBeNull();
    expect(first.watchedAt?.getTime()).toBeGreaterThan(openedAt.getTime());
    for (const stage of ['opened', 'playing', 'finished'] as const)
      await guest().invite.view.mutate({ ...address, stage });
    const again = await guestRow(db(), invitation.id);
    expect(again.openedAt).toEqual(openedAt);
    expect(again.watchedAt).toEqual(first.watchedAt);
    expect(again.updatedAt).toEqual(first.updatedAt);
  });

  it('refuses a stage it does not know with the catalogue message', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    const error = await failure(
      guest().invite.view.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        stage: 'rewound' as 'playing',
      }),
    );
    expect(error.message).toBe(messages.guest.invalidState);
    expect((await guestRow(db(), invitation.id)).status).toBe('sent');
  });

  it('refuses a removed guest and changes nothing', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'removed' });
    const error = await failure(
      guest().invite.view.mutate({ code: invitation.uniqueCode, invitationId: invitation.id }),
    );
    expect(error.data?.code).toBe('NOT_FOUND');
    expect((await guestRow(db(), invitation.id)).viewState).toBeNull();
  });
});

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
