import type { DraftRecipient } from './draft-recipient.ts';

export interface RecipientsEditorProps {
  value: DraftRecipient[];
  onChange: (recipients: DraftRecipient[]) => void;
}

/**
 * "Who's invited?": manual add, CSV import, device contacts and saved contacts, with the list and
 * its Remove buttons. (Placeholder: the recipients work replaces this body, keeping the props.)
 */
export function RecipientsEditor({ value, onChange }: RecipientsEditorProps) {
  return (
    <ul>
      {value.map((r) => (
        <li key={r.key}>
          {r.name}{' '}
          <button type="button" onClick={() => onChange(value.filter((x) => x.key !== r.key))}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
