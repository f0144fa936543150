import type { useTRPC } from '../../lib/trpc.ts';

/**
 * contacts.list a page at a time (docs/decisions/040-storage-budgets-and-bounded-lists.md): the
 * contacts page, the wizard's 'From saved contacts' and the route's loader read the same query.
 * With a search, the server's pages of the contacts it finds, under their own key; without one,
 * the input is `{}`, the key the loader fills and adds and deletes update in place.
 */
export function contactPagesOptions(trpc: ReturnType<typeof useTRPC>, search = '') {
  return trpc.contacts.list.infiniteQueryOptions(search ? { search } : {}, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
