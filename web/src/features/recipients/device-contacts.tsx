import { messages } from '@partyreel/shared/messages';
import { checkRecipient, type RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { useState } from 'react';
import { usePhoneRule } from '../../lib/phone-rule.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { type AddGuestsResult, guestsNoun } from './add-guests.ts';
import { contactPicker, pickedFields } from './contact-picker.ts';

interface DeviceContactsProps {
  onAdd: (guests: RecipientFields[]) => AddGuestsResult;
}

type Outcome = { tone: 'error' | 'success'; lines: string[] };

/**
 * Picks guests from the phone's address book with the Contact Picker API (Chrome on Android).
 * Elsewhere the button stays and says, when pressed, that this browser cannot do it: the host
 * learns why, and the other ways to add guests are right there.
 */
export function DeviceContacts({ onAdd }: DeviceContactsProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [picking, setPicking] = useState(false);
  usePhoneRule();

  async function pick() {
    const picker = contactPicker();
    if (!picker) {
      setOutcome({ tone: 'error', lines: [messages.recipients.contactPickerUnsupported] });
      return;
    }
    setPicking(true);
    setOutcome(null);
    try {
      const picked = await picker.select(['name', 'email', 'tel'], { multiple: true });
      if (picked.length === 0) return;
      const valid: RecipientFields[] = [];
      for (const contact of picked) {
        const check = checkRecipient(pickedFields(contact));
        if (check.ok) valid.push(check.recipient);
      }
      const result = onAdd(valid);
      if (!result.ok) {
        setOutcome({ tone: 'error', lines: [result.message] });
        return;
      }
      const lines = [`Added ${guestsNoun(result.added)}`];
      const skipped = picked.length - valid.length;
      if (skipped > 0)
        lines.push(`${guestsNoun(skipped)} skipped: no name, or no valid email or phone.`);
      if (result.duplicates > 0)
        lines.push(`${guestsNoun(result.duplicates)} already on the guest list.`);
      setOutcome({ tone: 'success', lines });
    } catch {
      // The picker was already open, or the browser refused: nothing was chosen.
      setOutcome({ tone: 'error', lines: [messages.generic.somethingWentWrong] });
    } finally {
      setPicking(false);
    }
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={pick}
        disabled={picking}
        aria-busy={picking}
        className={`${buttonStyles.secondary} w-full sm:w-auto`}
      >
        Add from contacts
      </button>
      {outcome ? (
        <FormMessage tone={outcome.tone}>
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormMessage>
      ) : null}
    </div>
  );
}
