import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { contactPagesOptions } from './contacts-query.ts';

/**
 * The saved contacts loaded so far (contacts.list's pages, in order), found by `search` on the
 * server when there is one; how many there are in all and how many the search finds; a way to
 * load the next page; the query itself for its loading and error states. A new search keeps the
 * previous answer shown (`searching`) until its own comes: no flash of nothing.
 */
export function useContactPages(search = '') {
  const trpc = useTRPC();
  const query = useInfiniteQuery({
    ...contactPagesOptions(trpc, search),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  return {
    query,
    contacts: pages?.flatMap((page) => page.contacts),
    total: pages?.[0]?.total ?? 0,
    matching: pages?.[0]?.matching ?? 0,
    searching: query.isPlaceholderData,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
