import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { contactKeys } from '@partyreel/shared/recipients/dedupe';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ContactSearchField } from '../contacts/contact-search-field.tsx';
import { useContactPages } from '../contacts/use-contact-pages.ts';
import { useContactSearch } from '../contacts/use-contact-search.ts';
import { type AddGuestsResult, guestsNoun } from './add-guests.ts';
import type { DraftRecipient } from './draft-recipient.ts';

interface SavedContactsProps {
  guests: readonly Pick<DraftRecipient, 'email' | 'phone'>[];
  onAdd: (guests: RecipientFields[]) => AddGuestsResult;
}

/**
 * The host's saved contacts (contacts.list, a page at a time: Show more) with a checkbox each, a
 * search on the server over all of them, and Add selected (what was ticked, searched away or not).
 */
export function SavedContacts({ guests, onAdd }: SavedContactsProps) {
  const search = useContactSearch();
  const pages = useContactPages(search.query);
  const contacts = { ...pages.query, data: pages.contacts };
  // The contacts themselves, not their ids: a choice stays made while a search hides it.
  const [selected, setSelected] = useState<ReadonlyMap<string, SavedContact>>(new Map());
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const busy = pages.searching || search.pending;

  if (contacts.isPending) {
    return (
      <p className="flex items-center gap-2 text-ink-soft">
        <Spinner /> Loading your contacts…
      </p>
    );
  }
  if (contacts.isError) {
    return <FormMessage tone="error">{messages.recipients.contactsLoadFailed}</FormMessage>;
  }
  if (!contacts.data || (contacts.data.length === 0 && !search.query && !busy)) {
    return <p className="text-ink-soft">You have no saved contacts yet.</p>;
  }

  const invited = new Set(guests.flatMap(contactKeys));
  const isInvited = (c: SavedContact) => contactKeys(c).some((k) => invited.has(k));
  const canAdd = (c: SavedContact) => Boolean(c.email || c.phone) && !isInvited(c);
  const chosen = [...selected.values()].filter(canAdd);

  function toggle(contact: SavedContact, on: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(contact.id, contact);
      else next.delete(contact.id);
      return next;
    });
  }

  function addSelected() {
    const result = onAdd(chosen.map(({ name, email, phone }) => ({ name, email, phone })));
    if (!result.ok) {
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    setSelected(new Map());
    setOutcome({ tone: 'success', text: `Added ${guestsNoun(result.added)}` });
  }

  return (
    <div className="space-y-3">
      <ContactSearchField label="Search saved contacts" search={search} />
      {busy ? (
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-ink-soft">
          <Spinner /> Searching…
        </p>
      ) : contacts.data.length === 0 ? (
        <p aria-live="polite" className="text-ink-soft">
          {messages.contacts.noMatches(search.query)}
        </p>
      ) : null}
      <ul
        aria-label="Saved contacts"
        aria-busy={busy}
        className={`max-h-80 space-y-1 overflow-y-auto ${busy ? 'opacity-60' : ''}`}
      >
        {contacts.data.map((contact) => {
          const note = isInvited(contact)
            ? 'Already invited'
            : contact.email || contact.phone
              ? null
              : 'No email or phone';
          return (
            <li key={contact.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-violet-50 has-disabled:cursor-default has-disabled:opacity-60">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-fuchsia-600"
                  checked={selected.has(contact.id) && canAdd(contact)}
                  disabled={!canAdd(contact)}
                  onChange={(e) => toggle(contact, e.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold text-ink">{contact.name}</span>
                  <span className="block truncate text-ink-soft text-sm">
                    {note ?? [contact.email, contact.phone].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {pages.hasMore && !busy ? (
        <button
          type="button"
          onClick={pages.loadMore}
          disabled={pages.loadingMore}
          className={buttonStyles.secondarySmall}
        >
          {pages.loadingMore ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <button
        type="button"
        onClick={addSelected}
        disabled={chosen.length === 0}
        className={`${buttonStyles.secondarySmall} w-full sm:w-auto`}
      >
        {chosen.length > 0 ? `Add ${guestsNoun(chosen.length)}` : 'Add selected'}
      </button>
    </div>
  );
}
