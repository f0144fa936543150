import type {
  ContactInput,
  ContactsPage,
  SavedContact,
} from '@partyreel/shared/recipients/contact-input';
import {
  hashKey,
  type InfiniteData,
  type Query,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { pagesWithContact, pagesWithoutContact } from './contacts-cache.ts';
import { contactPagesOptions } from './contacts-query.ts';
import { useContactPages } from './use-contact-pages.ts';

/**
 * The host's saved contacts (contacts.list, a page at a time; found by `search` on the server when
 * there is one) and the two changes to them. Each change updates the cached pages the moment the
 * server agrees, so this page and the wizard's
 * 'From saved contacts' show it at once without asking for the list again.
 */
export function useContacts(search = '') {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useContactPages(search);
  const addContact = useMutation(trpc.contacts.add.mutationOptions());
  const removeContact = useMutation(trpc.contacts.remove.mutationOptions());
  const listKey = contactPagesOptions(trpc).queryKey;
  const everyList = trpc.contacts.list.pathKey();
  const isSearch = (query: Query) => hashKey(query.queryKey) !== hashKey(listKey);

  function update(change: (pages: ContactsPage[]) => ContactsPage[]) {
    queryClient.setQueryData(listKey, (current) =>
      current ? { ...current, pages: change(current.pages) } : current,
    );
    // A page on its way may have been read before this change: ask again once it is made.
    if (queryClient.isFetching({ queryKey: listKey }) > 0)
      void queryClient.invalidateQueries({ queryKey: listKey });
    // Only the server knows whether a search finds the change: each search asks again.
    void queryClient.invalidateQueries({ queryKey: everyList, predicate: isSearch });
  }

  /** Saves the contact; rejects when the server refuses it. */
  async function add(input: ContactInput): Promise<SavedContact> {
    const saved = await addContact.mutateAsync(input);
    update((pages) => pagesWithContact(pages, saved));
    return saved;
  }

  /** Deletes the contact; one already gone (another tab deleted it) is done too. */
  async function remove(contact: SavedContact): Promise<void> {
    try {
      await removeContact.mutateAsync({ id: contact.id });
    } catch (error) {
      if (readServerError(error)?.code !== 'NOT_FOUND') throw error;
    }
    // Off every search's list at once too, before its answer comes again.
    queryClient.setQueriesData<InfiniteData<ContactsPage>>(
      { queryKey: everyList, predicate: isSearch },
      (current) =>
        current ? { ...current, pages: pagesWithoutContact(current.pages, contact.id) } : current,
    );
    update((pages) => pagesWithoutContact(pages, contact.id));
  }

  return { list, add, remove };
}
