import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ContactSearchField } from './contact-search-field.tsx';
import type { ContactSearch } from './use-contact-search.ts';

interface ContactListProps {
  /** The contacts loaded so far (contacts.list sends them a page at a time), found by the search. */
  contacts: SavedContact[];
  /** How many the host has in all. */
  total: number;
  /** How many of them the search finds (the server's count, loaded or not). */
  matching: number;
  /** The search box: what was typed, and what the server was asked. */
  search: ContactSearch;
  /** A new search's answer is on its way (the previous one's contacts are shown meanwhile). */
  searching: boolean;
  /** Loads the next page, while there is one. */
  more: { load: () => void; loading: boolean } | null;
  /** Asks to delete a contact (the page confirms first). */
  onDelete: (contact: SavedContact) => void;
}

const contactsNoun = (count: number) => `${count} ${count === 1 ? 'contact' : 'contacts'}`;

/**
 * The saved contacts with a search over name, e-mail and phone (on the server, over every
 * contact, once typing pauses), Delete on each, and Show more while the server has more.
 */
export function ContactList({
  contacts,
  total,
  matching,
  search,
  searching,
  more,
  onDelete,
}: ContactListProps) {
  const busy = searching || search.pending;
  if (contacts.length === 0 && !more && !search.query && !busy) return <NoContacts />;
  const all = Math.max(total, contacts.length);
  const count = search.query
    ? `${matching} of ${contactsNoun(all)}`
    : contacts.length === all
      ? contactsNoun(all)
      : `${contacts.length} of ${contactsNoun(all)}`;
  const showMore = more ? (
    <button
      type="button"
      onClick={more.load}
      disabled={more.loading}
      className={`${buttonStyles.secondarySmall} w-full sm:w-auto`}
    >
      {more.loading ? 'Loading…' : 'Show more'}
    </button>
  ) : null;

  return (
    <div className="space-y-4">
      <ContactSearchField label="Search contacts" search={search} />
      <p aria-live="polite" className="flex items-center gap-2 text-sm font-bold text-ink-soft">
        {busy ? (
          <>
            <Spinner /> Searching…
          </>
        ) : (
          count
        )}
      </p>
      {contacts.length === 0 ? (
        busy ? null : (
          <div className="rounded-2xl bg-violet-50/60 px-4 py-6 text-center">
            <p className="font-semibold text-ink">{messages.contacts.noMatches(search.query)}</p>
            <button
              type="button"
              onClick={() => search.setText('')}
              className={`${buttonStyles.secondarySmall} mt-3`}
            >
              Clear search
            </button>
          </div>
        )
      ) : (
        <ul
          aria-label="Your contacts"
          aria-busy={busy}
          className={`divide-y divide-violet-100 rounded-2xl ring-1 ring-violet-100 ${busy ? 'opacity-80' : ''}`}
        >
          {contacts.map((contact) => (
            <li key={contact.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink break-words">{contact.name}</p>
                {contact.email ? (
                  <p className="text-sm text-ink-soft break-words">{contact.email}</p>
                ) : null}
                {contact.phone ? (
                  <p className="text-sm text-ink-soft break-words">{contact.phone}</p>
                ) : null}
                {contact.email || contact.phone ? null : (
                  <p className="text-sm text-ink-soft italic">No email or phone</p>
                )}
              </div>
              <button
                type="button"
                onClick={() => onDelete(contact)}
                aria-label={`Delete ${contact.name}`}
                className="min-h-11 shrink-0 rounded-xl px-3 text-sm font-bold text-rose-700 hover:bg-rose-50"
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {busy ? null : showMore}
    </div>
  );
}

/** No contacts at all: say so, and what they are for. */
function NoContacts() {
  return (
    <div className="rounded-2xl bg-violet-50/60 px-4 py-8 text-center">
      <p className="font-display text-xl font-semibold text-ink">{messages.contacts.empty}</p>
      <p className="mx-auto mt-1 max-w-sm text-ink-soft">
        Save the people you invite often, then add them to any event from 'From saved contacts'.
      </p>
    </div>
  );
}
