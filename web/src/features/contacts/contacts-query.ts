import type { useTRPC } from '../../lib/trpc.ts';

/**
 * contacts.list a page at a time (docs/decisions/040-storage-budgets-and-bounded-lists.md): the
 * contacts page, the wizard's 'From saved contacts' and the route's loader read the same query.
 */
export function contactPagesOptions(trpc: ReturnType<typeof useTRPC>) {
  return trpc.contacts.list.infiniteQueryOptions(
    {},
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}
