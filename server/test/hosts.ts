import type { Db } from '@partyreel/db';
import type { GuestFilter } from '@partyreel/shared/guests/guest-list';
import { browserClient } from './app.ts';
import {
  anyTemplateId,
  insertEvent,
  insertShareLink,
  markVerified,
  newAccount,
} from './factories.ts';

/**
 * The people tests sign up, each in a browser of their own that keeps its session cookie: `client`
 * is that browser's tRPC client, `cookie` the Cookie header for plain HTTP routes (uploads).
 */

function signedIn(browser: ReturnType<typeof browserClient>, id: string) {
  return { browser, client: browser.client, id, cookie: { cookie: browser.cookieHeader() } };
}

/** A host signed up with e-mail and password (`account`, a fresh one unless given). */
export async function registeredHost(url: string, account = newAccount()) {
  const browser = browserClient(url);
  const me = await browser.client.auth.register.mutate(account);
  if (!me) throw new Error('host not registered');
  return { ...signedIn(browser, me.id), account };
}

/** A visitor who started creating an event: an anonymous session. */
export async function anonymousHost(url: string) {
  const browser = browserClient(url);
  const me = await browser.client.auth.signInAnonymously.mutate();
  if (!me) throw new Error('no anonymous session');
  return signedIn(browser, me.id);
}

/**
 * A registered host's paid-for event with a template and a share link. The host's address is
 * verified (their guests can be e-mailed) unless `verified: false`.
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

/**
 * The tRPC clients of everyone but an event's owner: another registered host (with an event of
 * their own), an anonymous session and a visitor with no session at all.
 */
export async function nonOwners(db: Db, url: string) {
  const other = await hostedEvent(db, url);
  const anonymous = await anonymousHost(url);
  return [other.host.client, anonymous.client, browserClient(url).client];
}

type Host = Awaited<ReturnType<typeof registeredHost>>;

/** The host's Manage Guests list of an event, as the page asks for it. */
export function listGuests(
  host: Host,
  eventId: string,
  filter: GuestFilter = 'all',
  search?: string,
) {
  return host.browser.client.guests.list.query({ eventId, filter, search });
}

/** The names a guest list shows, in its order. */
export const guestNames = (view: { entries: { name: string }[] }) =>
  view.entries.map((e) => e.name);
