import type { Db } from '@partyreel/db';
import { events, shareLinks } from '@partyreel/db/schema';
import type { AnswerResponse } from '@partyreel/shared/events/event-view';
import type { CustomData } from '@partyreel/shared/format/custom-data';
import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { newVisitorId, signVisitorId, VISITOR_COOKIE } from '../src/invite/visitor-cookie.ts';
import type { AppRouter } from '../src/router.ts';
import { type httpClient, TEST_COOKIE_SECRET } from './app.ts';

/** Share-link guests' browsers, told apart by their visitor cookie (docs/decisions/021). */

export { newVisitorId };

/** The Cookie header of a share-link guest's browser whose visitor cookie the test app issued. */
export function visitorCookie(id: string, secret = TEST_COOKIE_SECRET): string {
  return `${VISITOR_COOKIE}=${signVisitorId(secret, id)}`;
}

/**
 * A share-link guest's browser with its own (validly signed) visitor cookie, optionally from a
 * given client address (X-Forwarded-For; the app must trust the proxy). `unbatched` sends one HTTP
 * request per call, as many browsers would.
 */
export function visitorBrowser(
  url: string,
  options: { id?: string; address?: string; unbatched?: boolean } = {},
) {
  const id = options.id ?? newVisitorId();
  const headers = {
    cookie: visitorCookie(id),
    ...(options.address ? { 'x-forwarded-for': options.address } : {}),
  };
  const link = options.unbatched
    ? httpLink({ url: `${url}/trpc`, headers })
    : httpBatchLink({ url: `${url}/trpc`, headers, maxItems: MAX_TRPC_BATCH_SIZE });
  return { id, client: createTRPCClient<AppRouter>({ links: [link] }) };
}

/**
 * What a guest sees of the event through its share link (invite.load, as the guest page asks for
 * it). The event is marked paid first: a locked event's guest pages do not open (docs/product.md,
 * Paying).
 */
export async function guestSees(
  db: Db,
  guest: ReturnType<typeof httpClient>,
  eventId: string,
): Promise<CustomData> {
  await db.update(events).set({ unlockedAt: new Date() }).where(eq(events.id, eventId));
  const [link] = await db
    .select({ code: shareLinks.code })
    .from(shareLinks)
    .where(eq(shareLinks.eventId, eventId));
  if (!link) throw new Error('the event has no share link');
  return (await guest.invite.load.query({ code: link.code })).customData;
}

/**
 * A share-link guest's answer (`response`, head count, note) from `visitor`'s browser, giving the
 * name (and e-mail) in `who`: 'Lee' and none unless said.
 */
export function answerThroughLink(
  visitor: Pick<ReturnType<typeof visitorBrowser>, 'client'>,
  code: string,
  response: AnswerResponse,
  peopleCount: number,
  note?: string,
  who: { name?: string; email?: string } = {},
) {
  const { name = 'Lee', email } = who;
  return visitor.client.invite.respond.mutate({ code, response, peopleCount, note, name, email });
}
