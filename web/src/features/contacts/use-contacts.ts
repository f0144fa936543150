import type { ContactInput, SavedContact } from '@partyreel/shared/recipients/contact-input';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { withContact, withoutContact } from './contacts-cache.ts';

/**
 * The host's saved contacts (contacts.list) and the two changes to them. Each change updates the
 * cached list the moment the server agrees, so this page and the wizard's 'From saved contacts'
 * show it at once without asking for the whole list again.
 */
export function useContacts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.contacts.list.queryOptions());
  const addContact = useMutation(trpc.contacts.add.mutationOptions());
  const removeContact = useMutation(trpc.contacts.remove.mutationOptions());
  const listKey = trpc.contacts.list.queryKey();

  function update(change: (list: SavedContact[]) => SavedContact[]) {
    queryClient.setQueryData(listKey, (current) => (current ? change(current) : current));
    // A list on its way may have been read before this change: ask again once it is made.
    if (queryClient.isFetching({ queryKey: listKey }) > 0)
      void queryClient.invalidateQueries({ queryKey: listKey });
  }

  /** Saves the contact; rejects when the server refuses it. */
  async function add(input: ContactInput): Promise<SavedContact> {
    const saved = await addContact.mutateAsync(input);
    update((current) => withContact(current, saved));
    return saved;
  }

  /** Deletes the contact; one already gone (another tab deleted it) is done too. */
  async function remove(contact: SavedContact): Promise<void> {
    try {
      await removeContact.mutateAsync({ id: contact.id });
    } catch (error) {
      if (readServerError(error)?.code !== 'NOT_FOUND') throw error;
    }
    update((current) => withoutContact(current, contact.id));
  }

  return { list, add, remove };
}
