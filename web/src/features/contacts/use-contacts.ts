import type {
  ContactInput,
  ContactsPage,
  SavedContact,
} from '@partyreel/shared/recipients/contact-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { pagesWithContact, pagesWithoutContact } from './contacts-cache.ts';
import { contactPagesOptions } from './contacts-query.ts';
import { useContactPages } from './use-contact-pages.ts';

/**
 * The host's saved contacts (contacts.list, a page at a time) and the two changes to them. Each
 * change updates the cached pages the moment the server agrees, so this page and the wizard's
 * 'From saved contacts' show it at once without asking for the list again.
 */
export function useContacts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useContactPages();
  const addContact = useMutation(trpc.contacts.add.mutationOptions());
  const removeContact = useMutation(trpc.contacts.remove.mutationOptions());
  const listKey = contactPagesOptions(trpc).queryKey;

  function update(change: (pages: ContactsPage[]) => ContactsPage[]) {
    queryClient.setQueryData(listKey, (current) =>
      current ? { ...current, pages: change(current.pages) } : current,
    );
    // A page on its way may have been read before this change: ask again once it is made.
    if (queryClient.isFetching({ queryKey: listKey }) > 0)
      void queryClient.invalidateQueries({ queryKey: listKey });
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
    update((pages) => pagesWithoutContact(pages, contact.id));
  }

  return { list, add, remove };
}
