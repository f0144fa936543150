import { useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { contactPagesOptions } from './contacts-query.ts';

/**
 * The saved contacts loaded so far (contacts.list's pages, in order), how many there are in all,
 * and a way to load the next page; the query itself for its loading and error states.
 */
export function useContactPages() {
  const trpc = useTRPC();
  const query = useInfiniteQuery(contactPagesOptions(trpc));
  const pages = query.data?.pages;
  return {
    query,
    contacts: pages?.flatMap((page) => page.contacts),
    total: pages?.[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
