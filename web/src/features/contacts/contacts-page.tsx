import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { LoadFailed, Loading, PlaceholderRows } from '../../ui/load-state.tsx';
import { toast } from '../shell/toast.tsx';
import { AddContactForm } from './add-contact-form.tsx';
import { ContactList } from './contact-list.tsx';
import { DeleteContactDialog } from './delete-contact-dialog.tsx';
import { useContactSearch } from './use-contact-search.ts';
import { useContacts } from './use-contacts.ts';

/** One card of the page, named by its heading (the account page's look). */
function Card({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[1.75rem] bg-white p-5 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-ink-soft">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

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
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-full py-1 pr-3 font-bold text-party-plum hover:text-party-magenta"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
        Back to dashboard
      </Link>
      <h1 className="mt-4 text-4xl font-semibold text-ink sm:text-5xl">Contacts</h1>
      <p className="mt-2 text-lg text-ink-soft">
        The people you invite often, ready to add to any event.
      </p>

      <div className="mt-8 space-y-6">
        <Card title="Add a contact" description="A name, and an email or phone if you have them.">
          <AddContactForm addContact={add} />
        </Card>
        <Card title="Your contacts" description="Find someone by name, email or phone.">
          {body}
        </Card>
      </div>

      <DeleteContactDialog
        contact={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
