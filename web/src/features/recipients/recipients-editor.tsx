import { messages } from '@partyreel/shared/messages';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import type { ReactNode } from 'react';
import { TitledSection } from '../../ui/titled-section.tsx';
import { isRegistered } from '../auth/session.ts';
import { useSession } from '../auth/use-session.ts';
import { addGuests } from './add-guests.ts';
import { CsvImport } from './csv-import.tsx';
import { DeviceContacts } from './device-contacts.tsx';
import type { DraftRecipient } from './draft-recipient.ts';
import { GuestList, type SavedGuest } from './guest-list.tsx';
import { ManualRecipientForm } from './manual-recipient-form.tsx';
import { SavedContacts } from './saved-contacts.tsx';

export interface RecipientsEditorProps {
  value: DraftRecipient[];
  onChange: (recipients: DraftRecipient[]) => void;
  /** Guests the event already has (Manage Guests adds to them): they count towards the 200. */
  existingCount?: number;
  /**
   * Edit mode: the event's guests on the server, listed with the new ones and counted towards the
   * 200; their Remove calls `onRemoveSaved` (a removal on the server, confirmed first).
   */
  saved?: readonly SavedGuest[] | undefined;
  onRemoveSaved?: ((guest: SavedGuest) => void) | undefined;
}

/**
 * "Who's invited?" (docs/product.md, Pages, step 10): add a guest by hand, import a CSV, pick from
 * the device's contacts or (for a signed-in host) from saved contacts; then the list with Remove.
 * The list never takes more than 200 guests from here (with the event's existing guests).
 */
export function RecipientsEditor({
  value,
  onChange,
  existingCount: counted = 0,
  saved,
  onRemoveSaved,
}: RecipientsEditorProps) {
  const registered = isRegistered(useSession());
  const existingCount = saved ? saved.length : counted;

  function add(incoming: RecipientFields[], source: DraftRecipient['source']) {
    const result = addGuests(value, incoming, source, existingCount);
    if (result.ok && result.added > 0) onChange(result.next);
    return result;
  }

  function addOne(guest: RecipientFields): string | null {
    const result = add([guest], 'wizard');
    if (!result.ok) return result.message;
    return result.added === 0 ? messages.recipients.alreadyInvited : null;
  }

  return (
    <section aria-label={messages.wizard.recipientsQuestion} className="space-y-6">
      <Panel title="Add a guest">
        <ManualRecipientForm onAdd={addOne} />
      </Panel>
      <Panel title="Import from CSV">
        <CsvImport onImport={(guests) => add(guests, 'csv')} />
      </Panel>
      <Panel title="Add from your phone">
        <DeviceContacts onAdd={(guests) => add(guests, 'contacts')} />
      </Panel>
      {registered ? (
        <Panel title="From saved contacts">
          <SavedContacts
            guests={[...(saved ?? []), ...value]}
            onAdd={(guests) => add(guests, 'contacts')}
          />
        </Panel>
      ) : null}
      <Panel title="Guest list">
        <GuestList
          guests={value}
          existing={existingCount}
          saved={saved}
          onRemoveSaved={onRemoveSaved}
          onRemove={(key) => onChange(value.filter((g) => g.key !== key))}
        />
      </Panel>
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      className="rounded-3xl bg-white p-4 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-6"
      headingClassName="mb-4 font-display font-bold text-ink text-xl"
    >
      {children}
    </TitledSection>
  );
}
