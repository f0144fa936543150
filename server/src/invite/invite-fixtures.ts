import { randomBytes } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { shareLinks, templates } from '@partyreel/db/schema';
import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import { asc } from 'drizzle-orm';
import { TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertEvent, markVerified } from '../../test/factories.ts';
import { registeredHost } from '../../test/hosts.ts';
import type { AppRouter } from '../router.ts';
import { newVisitorId, signVisitorId, VISITOR_COOKIE } from './visitor-cookie.ts';

/** Test data for the guest-facing API and the live counts (used by tests only). */

export async function anyTemplateId(db: Db): Promise<string> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .orderBy(asc(templates.id))
    .limit(1);
  if (!row) throw new Error('no seeded template');
  return row.id;
}

export async function insertShareLink(db: Db, eventId: string) {
  const [link] = await db
    .insert(shareLinks)
    .values({ eventId, code: randomBytes(9).toString('base64url').slice(0, 12) })
    .returning();
  if (!link) throw new Error('share link not inserted');
  return link;
}

/**
 * A host's paid-for event with a template and a share link. The host's address is verified (their
 * guests can be e-mailed) unless `verified: false`.
 */
export async function hostedEvent(
  db: Db,
  url: string,
  values: Parameters<typeof insertEvent>[2] = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const host = await registeredHost(url);
  if (verified) await markVerified(db, host.id);
  // Paid for unless the test says otherwise (`unlockedAt: null`): a locked event's guest pages do not open.
  const event = await insertEvent(db, host.id, {
    templateId: await anyTemplateId(db),
    unlockedAt: new Date(),
    ...values,
  });
  const link = await insertShareLink(db, event.id);
  return { host, event, link };
}

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
