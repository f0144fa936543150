import type { Me } from '@partyreel/shared/auth';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../lib/trpc.ts';

/** What the session helpers need: the router context's two members. */
export interface SessionContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** The meta flag of a page's read asked before its session was known (features/auth/access.ts). */
export const BEFORE_SESSION = 'beforeSession';

/** A registered host (not an anonymous event-creation session). */
export function isRegistered(me: Me | null | undefined): me is Me {
  return Boolean(me) && !me?.isAnonymous;
}

/**
 * The session as the router's guards see it: from the cache when it is fresh, otherwise asked of
 * the server (a cached answer older than the query's stale time is used once while it refreshes).
 */
export function loadSession({ queryClient, trpc }: SessionContext): Promise<Me | null> {
  return queryClient.ensureQueryData({ ...trpc.auth.me.queryOptions(), revalidateIfStale: true });
}

/**
 * After a sign-in, a registration or a sign-out: forget every answer cached for the previous user
 * and record the new session, so the header and the guards see it at once.
 */
export async function replaceSession(
  { queryClient, trpc }: SessionContext,
  me: Me | null,
): Promise<void> {
  const meKey = trpc.auth.me.queryKey();
  const meHash = hashKey(meKey);
  // A refresh already on its way would answer for the old cookie: drop it.
  await queryClient.cancelQueries({ queryKey: meKey });
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  queryClient.setQueryData(meKey, me);
}
