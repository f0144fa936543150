import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { createTRPCClient, httpLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, startTestApp } from '../../test/app.ts';
import { insertInvitation, newAnswer } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { shareLinkRow } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';
import { visitorBrowser } from '../../test/visitors.ts';
import type { AppRouter } from '../router.ts';

// The guest's page and answers under the rate limits: per guest, per address, new visitor cookies
// and page loads (docs/decisions/002-rate-limits.md, 040-storage-budgets-and-bounded-lists.md).

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

describe('invite rate limits', () => {
  /** The app with rate limits on, trusting X-Forwarded-For so each client can name its address. */
  let limited: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    limited = await startApp(running.database.handle, {
      rateLimits: true,
      trustProxy: { hops: 1 },
    });
  });
  afterAll(() => limited.close());
  let lastAddress = 0;
  const newAddress = () => `203.0.113.${++lastAddress}`;
  const from = (address: string, options: { id?: string } = {}) =>
    visitorBrowser(limited.url, { ...options, address });
  const accept = (who: ReturnType<typeof from>, code: string) =>
    who.client.invite.respond.mutate({ name: 'Lee', code, response: 'accepted', peopleCount: 1 });

  it('refuses a personal guest’s 11th answer in a minute', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { email: uniqueEmail('guest') });
    const answer = () => limited.http.invite.respond.mutate(newAnswer(invitation, 'accepted', 1));
    for (let i = 0; i < 10; i++) await answer();
    const error = await failure(answer());
    expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(messages.generic.tooManyRequests);
  });

  it('refuses a link guest’s 11th answer in a minute; another guest still answers', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const address = newAddress();
    const visitor = from(address);
    for (let i = 0; i < 10; i++) await accept(visitor, link.code);
    const again = await failure(accept(visitor, link.code));
    expect(again.data?.code).toBe('TOO_MANY_REQUESTS');
    await expect(accept(from(address), link.code)).resolves.toBeDefined();
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 2 });
  });

  it('a flood from one address stops at its limit; a guest from another address still answers', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const flooder = newAddress();
    // Thirty browsers (say, a family's phones and a party's guests on one Wi-Fi) answer…
    for (let i = 0; i < 30; i++) await accept(from(flooder), link.code);
    // …the thirty-first browser from that address is refused, whatever cookie it shows…
    const refused = await failure(accept(from(flooder), link.code));
    expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
    // …and no global cap locks out a real guest elsewhere, on this link or another.
    await expect(accept(from(newAddress()), link.code)).resolves.toBeDefined();
    const other = await hostedEvent(db(), running.url);
    await expect(accept(from(flooder), other.link.code)).resolves.toBeDefined();
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 31 });
  });

  it('issues at most 60 new visitor cookies an hour per address; the page still loads', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const address = newAddress();
    const load = (forwardedFor: string) =>
      fetch(
        `${limited.url}/trpc/invite.load?input=${encodeURIComponent(JSON.stringify({ code: link.code }))}`,
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let i = 0; i < 60; i++) {
      const res = await load(address);
      expect(res.headers.getSetCookie()).toHaveLength(1);
    }
    const past = await load(address);
    expect(past.status).toBe(200);
    expect(past.headers.getSetCookie()).toEqual([]);
    // Without a cookie, a view or an answer from that address cannot get one either.
    const bare = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${limited.url}/trpc`, headers: { 'x-forwarded-for': address } })],
    });
    const view = await failure(bare.invite.view.mutate({ code: link.code }));
    expect(view.data?.code).toBe('TOO_MANY_REQUESTS');
    const answer = await failure(
      bare.invite.respond.mutate({
        name: 'Lee',
        code: link.code,
        response: 'accepted',
        peopleCount: 20,
      }),
    );
    expect(answer.data?.code).toBe('TOO_MANY_REQUESTS');
    // A browser that already has its cookie answers; another address still gets a new one.
    await expect(accept(from(address), link.code)).resolves.toBeDefined();
    expect((await load(newAddress())).headers.getSetCookie()).toHaveLength(1);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 1, people: 1 });
  });

  it('counts no try for an answer whose code opens nothing: no limit refuses it, no cookie is used up', async () => {
    const { event, link } = await hostedEvent(db(), running.url, { unlockedAt: null });
    const address = newAddress();
    const stranger = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${limited.url}/trpc`, headers: { 'x-forwarded-for': address } })],
    });
    // More tries than the address's answers on one link (30) and its new cookies (60) allow, on
    // an unknown code and on a locked event's link, each from a browser without a cookie.
    for (const code of ['NoSuchCode12', link.code]) {
      for (let i = 0; i < 61; i++) {
        const error = await failure(
          stranger.invite.respond.mutate({
            name: 'Lee',
            code,
            response: 'accepted',
            peopleCount: 1,
          }),
        );
        expect(error.data?.code).toBe('NOT_FOUND');
      }
    }
    // Once paid for, the link answers from that address, and the address still gets new cookies.
    await db().update(events).set({ unlockedAt: new Date() }).where(eq(events.id, event.id));
    const answered = await fetch(`${limited.url}/trpc/invite.respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ code: link.code, response: 'accepted', peopleCount: 3, name: 'Lee' }),
    });
    expect(answered.status).toBe(200);
    expect(answered.headers.getSetCookie()).toHaveLength(1);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 1, people: 3 });
  });

  it('refuses the 121st guest page a minute from one address, found or not; another address loads', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const address = newAddress();
    const guesser = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${limited.url}/trpc`, headers: { 'x-forwarded-for': address } })],
    });
    for (let i = 0; i < 120; i++) {
      const error = await failure(guesser.invite.load.query({ code: `Guess${i}` }));
      expect(error.data?.code).toBe('NOT_FOUND');
    }
    const refused = await failure(guesser.invite.load.query({ code: link.code }));
    expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(messages.generic.tooManyRequests);
    await expect(
      from(newAddress()).client.invite.load.query({ code: link.code }),
    ).resolves.toMatchObject({
      kind: 'link',
    });
  });
});
