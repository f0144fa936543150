import { messages } from '@partyreel/shared/messages';
import { hashKey } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { toast } from '../../ui/toast.tsx';
import { BEFORE_SESSION, isRegistered, type SessionContext } from './session.ts';

/** How long after a deliberate sign-out a refused query is taken as its echo, not an expiry. */
const SIGN_OUT_GRACE_MS = 10_000;
let signedOutAt = Number.NEGATIVE_INFINITY;

/**
 * Called as the host signs out: the dashboard's queries still mounted are refused once the cookie
 * is gone, and that is the sign-out the host asked for, not an expired session (docs/product.md,
 * Pages: Log Out). `at` -Infinity takes it back (the sign-out failed).
 */
export function noteDeliberateSignOut(at = Date.now()): void {
  signedOutAt = at;
}

function justSignedOut(): boolean {
  return Date.now() - signedOutAt < SIGN_OUT_GRACE_MS;
}

/**
 * When a query is refused for want of a session (it expired, or was ended from another device or
 * by a password change elsewhere), ask the server who this is now; if no longer a signed-in host,
 * say so and let the router run its guards again, which send the person to sign in.
 */
export function watchForExpiredSession(
  { queryClient, trpc }: SessionContext,
  recheckRoutes: () => Promise<void>,
): () => void {
  const meHash = hashKey(trpc.auth.me.queryKey());
  let checking = false;
  return queryClient.getQueryCache().subscribe(async (event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.query.queryHash === meHash || checking) return;
    // Asked alongside the session check of a page's first load: that check decides.
    if (event.query.meta?.[BEFORE_SESSION]) return;
    const { error } = event.action;
    if (!isTRPCClientError(error) || error.data?.code !== 'UNAUTHORIZED') return;
    if (justSignedOut()) return;
    checking = true;
    try {
      const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
      if (isRegistered(me) || justSignedOut()) return;
      // One notice, however many queries were refused at once.
      toast.error(messages.auth.sessionExpired, { id: 'session-expired' });
      await recheckRoutes();
    } catch {
      // The server is unreachable: the page's own error state already says so.
    } finally {
      checking = false;
    }
  });
}
