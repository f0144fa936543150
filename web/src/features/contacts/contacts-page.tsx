import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { type ReactNode, useState } from 'react';
import { LoadFailed, Loading, PlaceholderRows } from '../../ui/load-state.tsx';
import { toast } from '../../ui/toast.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { SettingsHeader } from '../account/settings-header.tsx';
import { AddContactForm } from './add-contact-form.tsx';
import { ContactList } from './contact-list.tsx';
import { DeleteContactDialog } from './delete-contact-dialog.tsx';
import { useContactSearch } from './use-contact-search.ts';
import { useContacts } from './use-contacts.ts';

/**
 * /contacts, the host's saved contacts (docs/product.md, Dashboard, account, contacts, waitlist):
 * add one, find one, delete one after saying who. The wizard's 'From saved contacts' offers the
 * same list.
 */
export function ContactsPage() {
  // Held here, not in the list: what the host typed survives the list's loading and error states.
  const search = useContactSearch();
  const { list, add, remove } = useContacts(search.query);
  const [deleting, setDeleting] = useState<SavedContact | null>(null);

  async function confirmDelete(contact: SavedContact) {
    await remove(contact);
    setDeleting(null);
    toast.success(messages.contacts.deleted(contact.name));
  }

  let body: ReactNode;
  if (list.contacts)
    body = (
      <ContactList
        contacts={list.contacts}
        total={list.total}
        matching={list.matching}
        search={search}
        searching={list.searching}
        more={list.hasMore ? { load: list.loadMore, loading: list.loadingMore } : null}
        onDelete={setDeleting}
      />
    );
  else if (list.query.isError)
    body = (
      <LoadFailed
        compact
        message={messages.contacts.loadFailed}
        retry={() => void list.query.refetch()}
        retrying={list.query.isFetching}
      />
    );
  else
    body = (
      <Loading
        label="Loading your contacts…"
        className="space-y-3"
        placeholder={<PlaceholderRows />}
      />
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8 sm:py-12">
      <title>Contacts · PartyReel</title>
      <SettingsHeader
        title="Contacts"
        lead="The people you invite often, ready to add to any event."
      />

      <div className="mt-8 space-y-6">
        <AccountSection
          title="Add a contact"
          description="A name, and an email or phone if you have them."
        >
          <AddContactForm addContact={add} />
        </AccountSection>
        <AccountSection title="Your contacts" description="Find someone by name, email or phone.">
          {body}
        </AccountSection>
      </div>

      <DeleteContactDialog
        contact={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
