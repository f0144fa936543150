import type { Me } from '@partyreel/shared/auth';
import type { FetchQueryOptions, QueryKey, QueryMeta } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { afterSignInPath } from './safe-redirect.ts';
import { BEFORE_SESSION, isRegistered, loadSession, type SessionContext } from './session.ts';

/**
 * A read of the page's own data: a tRPC query's options (typed loosely here: only the cache uses
 * them, and each query's own types do not fit one list).
 */
export interface PageRead {
  queryKey: QueryKey;
  meta?: QueryMeta;
}

/**
 * A route's loader: its page's reads, into the cache before the page draws. A failure is left for
 * the page to show (with its own message and retry), not turned into an error page.
 */
export function prefetchPageReads(
  { queryClient }: SessionContext,
  reads: readonly PageRead[],
): Promise<unknown> {
  return Promise.all(reads.map((read) => queryClient.prefetchQuery(read as FetchQueryOptions)));
}

/**
 * `beforeLoad` of the pages for registered hosts (docs/product.md, Pages): nobody signed in goes to
 * /login, which brings them back here afterwards; an anonymous event-creation session goes to the
 * landing page. There is no way around it (docs/architecture.md, Where we differ from the product
 * description: no '{secret}' back door); the server checks again anyway.
 */
export async function requireRegisteredUser(
  context: SessionContext,
  location: { href: string },
  pageReads: readonly PageRead[] = [],
): Promise<{ me: Me }> {
  const firstLoad = context.queryClient.getQueryData(context.trpc.auth.me.queryKey()) === undefined;
  const me = loadSession(context);
  // On the first load the page's own reads go with the session check, in its batched request,
  // instead of one round trip after it (the route's loader then finds them in flight). Refused
  // for want of a session, they are not a session that expired: the guard below sends the
  // visitor to sign in (features/auth/session-expiry.ts skips them).
  if (firstLoad) {
    for (const read of pageReads)
      void context.queryClient.prefetchQuery({
        ...read,
        meta: { ...read.meta, [BEFORE_SESSION]: true },
      });
  }
  return guard(await me, location);
}

function guard(me: Me | null, location: { href: string }): { me: Me } {
  if (!me) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (me.isAnonymous) throw redirect({ to: '/', replace: true });
  return { me };
}

/** `beforeLoad` of /login and /register: a signed-in host has nothing to do there. */
export async function skipWhenRegistered(
  context: SessionContext,
  search: { redirect?: string },
): Promise<void> {
  const me = await loadSession(context);
  if (isRegistered(me)) throw redirect({ href: afterSignInPath(search.redirect), replace: true });
}
