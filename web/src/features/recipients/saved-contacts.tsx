import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { contactKeys } from '@partyreel/shared/recipients/dedupe';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useContactPages } from '../contacts/use-contact-pages.ts';
import { type AddGuestsResult, guestsNoun } from './add-guests.ts';
import type { DraftRecipient } from './draft-recipient.ts';

interface SavedContactsProps {
  guests: DraftRecipient[];
  onAdd: (guests: RecipientFields[]) => AddGuestsResult;
}

/**
 * The host's saved contacts (contacts.list, a page at a time: Show more) with a checkbox each, and
 * Add selected.
 */
export function SavedContacts({ guests, onAdd }: SavedContactsProps) {
  const pages = useContactPages();
  const contacts = { ...pages.query, data: pages.contacts };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

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
  if (!contacts.data || contacts.data.length === 0) {
    return <p className="text-ink-soft">You have no saved contacts yet.</p>;
  }

  const invited = new Set(guests.flatMap(contactKeys));
  const isInvited = (c: SavedContact) => contactKeys(c).some((k) => invited.has(k));
  const canAdd = (c: SavedContact) => Boolean(c.email || c.phone) && !isInvited(c);
  const chosen = contacts.data.filter((c) => selected.has(c.id) && canAdd(c));

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function addSelected() {
    const result = onAdd(chosen.map(({ name, email, phone }) => ({ name, email, phone })));
    if (!result.ok) {
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    setSelected(new Set());
    setOutcome({ tone: 'success', text: `Added ${guestsNoun(result.added)}` });
  }

  return (
    <div className="space-y-3">
      <ul aria-label="Saved contacts" className="max-h-80 space-y-1 overflow-y-auto">
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
                  onChange={(e) => toggle(contact.id, e.target.checked)}
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
      {pages.hasMore ? (
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
