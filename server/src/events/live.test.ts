import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { insertEvent, insertInvitation, newAnswer } from '../../test/factories.ts';
import { hostedEvent, registeredHost } from '../../test/hosts.ts';
import { latest, watchDashboard, watchEvent } from '../../test/live.ts';
import { payThroughDevCheckout } from '../../test/payments.ts';
import { startedForFile } from '../../test/per-file.ts';
import { visitorBrowser } from '../../test/visitors.ts';
import { notify } from '../live/notices.ts';
import type { AppRouter } from '../router.ts';
import { eventTopic } from './event-topics.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

async function answerPersonal(
  invitation: { uniqueCode: string; id: string },
  response: 'accepted' | 'declined',
  peopleCount = 1,
) {
  await running.http.invite.respond.mutate(newAnswer(invitation, response, peopleCount));
}

describe('events.live', () => {
  it('sends the owner the counts at once, then each answer and view', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, {
      recipientName: 'Ana Lima',
      status: 'sent',
    });
    const ben = await insertInvitation(db(), event.id, { status: 'sent' });
    const seen = watchEvent(host.browser, event.id);
    // The counts, read by the same function as events.byId's (its guests are checked below).
    await expect
      .poll(() => latest(seen))
      .toMatchObject({
        eventId: event.id,
        invited: 2,
        accepted: 0,
        declined: 0,
        pending: 2,
        people: 0,
        link: { code: link.code, views: 0, accepted: 0, declined: 0, people: 0 },
        unlocked: true,
        lastAnswer: null,
        emails: {
          queued: 0,
          sent: 0,
          failed: 0,
          delivered: 0,
          delayed: 0,
          bounced: 0,
          complained: 0,
        },
        opened: { opened: 0, watching: 0 },
      });

    await answerPersonal(ana, 'accepted', 3);
    await expect
      .poll(() => latest(seen))
      .toMatchObject({
        accepted: 1,
        pending: 1,
        people: 3,
        lastAnswer: {
          invitationId: ana.id,
          name: 'Ana Lima',
          response: 'accepted',
          peopleCount: 3,
        },
      });

    await answerPersonal(ben, 'declined');
    await expect.poll(() => latest(seen)).toMatchObject({ accepted: 1, declined: 1, pending: 0 });

    const visitor = visitorBrowser(running.url).client;
    await visitor.invite.view.mutate({ code: link.code });
    await expect.poll(() => latest(seen)?.link.views).toBe(1);
    await visitor.invite.respond.mutate({
      name: 'Lee',
      code: link.code,
      response: 'accepted',
      peopleCount: 4,
    });
    await expect
      .poll(() => latest(seen))
      .toMatchObject({
        link: { views: 1, accepted: 1, declined: 0, people: 4 },
        lastAnswer: { invitationId: null, name: 'Lee', response: 'accepted', peopleCount: 4 },
      });

    const ids = seen.values.map((v) => Number(v.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(seen.errors).toEqual([]);
    seen.stop();
  });

  it('tells the owner when a personal guest opens the invitation and when they start watching it', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, { status: 'sent' });
    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(seen)?.opened).toEqual({ opened: 0, watching: 0 });
    const address = { code: ana.uniqueCode, invitationId: ana.id };
    await running.http.invite.view.mutate(address);
    await expect.poll(() => latest(seen)?.opened).toEqual({ opened: 1, watching: 0 });
    await running.http.invite.view.mutate({ ...address, stage: 'playing' });
    await expect.poll(() => latest(seen)?.opened).toEqual({ opened: 1, watching: 1 });
    await answerPersonal(ana, 'accepted', 2);
    await expect
      .poll(() => latest(seen))
      .toMatchObject({ accepted: 1, opened: { opened: 0, watching: 0 } });
    seen.stop();
  });

  it('events.byId carries the same de-duplicated counts as the first live message', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    // Two entries for one guest (same e-mail): one pending guest, not two.
    await insertInvitation(db(), event.id, { recipientName: 'Ana', email: 'ana@example.com' });
    await insertInvitation(db(), event.id, { recipientName: 'Ana L.', email: 'ANA@example.com' });
    await insertInvitation(db(), event.id, { recipientName: 'Ben', status: 'accepted' });
    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    // Its guest list merges them too (docs/decisions/036): one row per person.
    expect(view.guests.map((g) => g.name)).toEqual(['Ana', 'Ben']);
    expect(view.counts).toMatchObject({ invited: 2, accepted: 1, pending: 1 });
    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(seen)).toMatchObject(view.counts);
    seen.stop();
  });

  it('is refused over HTTP (server-sent events), where sign-out could not end the stream', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const input = encodeURIComponent(JSON.stringify({ eventId: event.id }));
    const res = await fetch(`${running.url}/trpc/events.live?input=${input}`, {
      headers: { cookie: host.browser.cookieHeader(), accept: 'text/event-stream' },
      signal: AbortSignal.timeout(5000),
    });
    // The answer ends at once with the refusal: no counts ever stream to this request.
    const body = await res.text();
    expect(body).toContain(messages.generic.websocketOnly);
    expect(body).not.toContain(event.id);
  });

  it('a changed answer moves the counts instead of adding to them', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, { status: 'viewed' });
    const seen = watchEvent(host.browser, event.id);
    await answerPersonal(ana, 'accepted', 3);
    await expect.poll(() => latest(seen)).toMatchObject({ accepted: 1, declined: 0, people: 3 });
    await answerPersonal(ana, 'declined');
    await expect.poll(() => latest(seen)).toMatchObject({ accepted: 0, declined: 1, people: 0 });
    await answerPersonal(ana, 'accepted', 2);
    await expect.poll(() => latest(seen)).toMatchObject({ accepted: 1, declined: 0, people: 2 });
    seen.stop();
  });

  it('counts guests who share an e-mail, a phone or a name once, with their highest status', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const add = (values: Parameters<typeof insertInvitation>[2]) =>
      insertInvitation(db(), event.id, values);
    // One person thrice (e-mail, then phone, link them): accepted wins over sent and declined.
    await add({ recipientName: 'Ana', email: 'ana@example.com', status: 'sent' });
    await add({
      recipientName: 'Ana L.',
      email: 'ANA@example.com',
      phone: '555-0100',
      status: 'declined',
    });
    await add({ recipientName: 'Mum', phone: '5550100', status: 'accepted', peopleCount: 2 });
    // One person twice by name: viewed beats unsent (and pending).
    await add({ recipientName: 'Ben Cole', status: 'unsent' });
    await add({ recipientName: ' ben cole', status: 'viewed' });
    await add({ recipientName: 'BEN COLE', status: 'pending' });
    // Declined beats viewed.
    await add({ recipientName: 'Cy', email: 'cy@example.com', status: 'viewed' });
    await add({ recipientName: 'Cyrus', email: 'cy@example.com', status: 'declined' });
    // Removed guests are left out entirely, even when they would win.
    await add({ recipientName: 'Dee', status: 'sent' });
    await add({ recipientName: 'Dee', status: 'removed' });
    await add({ recipientName: 'Eve', status: 'removed' });

    const seen = watchEvent(host.browser, event.id);
    await expect
      .poll(() => latest(seen))
      .toMatchObject({
        accepted: 1,
        declined: 1,
        pending: 2,
        people: 2,
      });

    const dashboard = watchDashboard(host.browser);
    await expect
      .poll(() => latest(dashboard))
      .toEqual([{ eventId: event.id, accepted: 1, maybe: 0, declined: 1, viewed: 1, sent: 1 }]);
    seen.stop();
    dashboard.stop();
  });

  it('pushes unlocked, and the share code, when the event is paid for', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(seen)?.unlocked).toBe(false);
    expect(latest(seen)?.link.code).toBeNull();
    await payThroughDevCheckout(running.url, host.browser.client, event.id);
    await expect.poll(() => latest(seen)?.unlocked, { timeout: 10_000 }).toBe(true);
    expect(latest(seen)?.link.code).toBe(link.code);
    seen.stop();
  });

  it('a client that reconnects gets the current counts at once', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, { status: 'sent' });
    const first = watchEvent(host.browser, event.id);
    await expect.poll(() => first.values.length).toBe(1);
    first.stop();
    await answerPersonal(ana, 'accepted', 5);
    const second = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(second)).toMatchObject({ accepted: 1, people: 5 });
    second.stop();
  });

  it('ends the stream with NOT_FOUND when the watched event is gone, as a new subscriber is told', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => seen.values.length).toBe(1);
    await db().transaction(async (tx) => {
      await tx.delete(events).where(eq(events.id, event.id));
      await tx.execute(notify({ kind: 'topic', topic: eventTopic(event.id) }));
    });
    await expect.poll(() => seen.errors.length).toBe(1);
    expect((seen.errors[0] as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');
    expect(seen.values).toHaveLength(1);
    seen.stop();
  });

  it('is NOT_FOUND for another host, an anonymous session, a visitor and a missing event', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const otherHost = (await registeredHost(running.url)).browser;
    const anonymous = browserClient(running.url);
    await anonymous.client.auth.signInAnonymously.mutate();
    const visitor = browserClient(running.url);
    const attempts = [
      [otherHost, event.id],
      [anonymous, event.id],
      [visitor, event.id],
      [otherHost, crypto.randomUUID()],
      [otherHost, 'not-an-id'],
    ] as const;
    for (const [browser, eventId] of attempts) {
      const seen = watchEvent(browser, eventId);
      await expect.poll(() => seen.errors.length).toBe(1);
      const error = seen.errors[0] as TRPCClientError<AppRouter>;
      expect(error).toBeInstanceOf(TRPCClientError);
      expect(error.data?.code).toBe('NOT_FOUND');
      expect(seen.values).toEqual([]);
      seen.stop();
    }
  });

  it('an anonymous host may watch the event it owns', async () => {
    const anonymous = browserClient(running.url);
    const me = await anonymous.client.auth.signInAnonymously.mutate();
    const event = await insertEvent(db(), me?.id ?? '');
    const seen = watchEvent(anonymous, event.id);
    await expect.poll(() => latest(seen)?.eventId).toBe(event.id);
    seen.stop();
  });
});

describe('events.dashboard', () => {
  it('pushes the counts of each of the host’s events: accepted, declined, viewed, and the rest as sent', async () => {
    const host = await registeredHost(running.url);
    const party = await insertEvent(db(), host.id, { title: 'Party', unlockedAt: new Date() });
    const picnic = await insertEvent(db(), host.id, { title: 'Picnic' });
    const someoneElses = await hostedEvent(db(), running.url);
    await insertInvitation(db(), someoneElses.event.id, { status: 'accepted' });
    const ana = await insertInvitation(db(), party.id, { status: 'sent' });
    await insertInvitation(db(), party.id, { status: 'unsent' });
    await insertInvitation(db(), party.id, { status: 'pending' });
    await insertInvitation(db(), party.id, { status: 'removed' });
    await insertInvitation(db(), picnic.id, { status: 'declined' });

    const seen = watchDashboard(host.browser);
    await expect
      .poll(() => latest(seen))
      .toEqual([
        { eventId: party.id, accepted: 0, maybe: 0, declined: 0, viewed: 0, sent: 3 },
        { eventId: picnic.id, accepted: 0, maybe: 0, declined: 1, viewed: 0, sent: 0 },
      ]);

    await running.http.invite.view.mutate({ code: ana.uniqueCode, invitationId: ana.id });
    await expect.poll(() => latest(seen)?.[0]).toMatchObject({ viewed: 1, sent: 2 });
    await answerPersonal(ana, 'accepted', 2);
    await expect.poll(() => latest(seen)?.[0]).toMatchObject({ accepted: 1, viewed: 0, sent: 2 });
    expect(seen.errors).toEqual([]);
    seen.stop();
  });

  it('adds the share link’s answers to accepted and declined, live, as events.list does', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    await insertInvitation(db(), event.id, { email: 'ana@example.com', status: 'sent' });
    await insertInvitation(db(), event.id, { email: 'ANA@example.com', status: 'accepted' });
    const seen = watchDashboard(host.browser);
    // Ana twice (one e-mail) counts once.
    await expect
      .poll(() => latest(seen))
      .toEqual([{ eventId: event.id, accepted: 1, maybe: 0, declined: 0, viewed: 0, sent: 0 }]);

    const first = visitorBrowser(running.url).client;
    const second = visitorBrowser(running.url).client;
    const answerLink = (
      visitor: typeof first,
      response: 'accepted' | 'declined',
      peopleCount = 1,
    ) => visitor.invite.respond.mutate({ name: 'Lee', code: link.code, response, peopleCount });
    // A view through the link is not a dashboard count (Anonymous Views are the event page's).
    await first.invite.view.mutate({ code: link.code });
    await answerLink(first, 'accepted', 3);
    await expect
      .poll(() => latest(seen))
      .toEqual([{ eventId: event.id, accepted: 2, maybe: 0, declined: 0, viewed: 0, sent: 0 }]);
    await answerLink(second, 'declined');
    await expect.poll(() => latest(seen)?.[0]).toMatchObject({ accepted: 2, declined: 1 });
    // A browser that changes its answer moves the counts instead of adding to them.
    await answerLink(first, 'declined');
    await expect.poll(() => latest(seen)?.[0]).toMatchObject({ accepted: 1, declined: 2 });
    expect(await host.browser.client.events.list.query()).toMatchObject([
      { id: event.id, accepted: 1, declined: 2 },
    ]);

    // events.live keeps the two apart: personal guests, and the link's own tally.
    const counts = watchEvent(host.browser, event.id);
    await expect
      .poll(() => latest(counts))
      .toMatchObject({
        accepted: 1,
        declined: 0,
        pending: 0,
        people: 1,
        link: { views: 1, accepted: 0, declined: 2, people: 0 },
      });
    expect(seen.errors).toEqual([]);
    seen.stop();
    counts.stop();
  });

  it('needs a session', async () => {
    const seen = watchDashboard(browserClient(running.url));
    await expect.poll(() => seen.errors.length).toBe(1);
    expect((seen.errors[0] as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED');
    seen.stop();
  });
});

describe('the dev unlock route of earlier sessions', () => {
  it('is gone: only a verified payment unlocks an event', async () => {
    const { event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const res = await fetch(`${running.url}/api/dev/events/${event.id}/unlock`, { method: 'POST' });
    expect(res.status).toBe(404);
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row?.unlockedAt).toBeNull();
  });
});
