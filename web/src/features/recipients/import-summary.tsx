import { FormMessage } from '../../ui/form-message.tsx';
import { guestsNoun } from './add-guests.ts';

export interface ImportOutcome {
  imported: number;
  dropped: number;
  duplicates: number;
}

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** 'Imported 12 guests', and what was left out and why. */
export function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  return (
    <FormMessage tone="success">
      <p>Imported {guestsNoun(outcome.imported)}</p>
      {outcome.dropped > 0 ? (
        <p className="font-normal">
          {rows(outcome.dropped)} skipped: no name, no email or phone, or an invalid email or phone.
        </p>
      ) : null}
      {outcome.duplicates > 0 ? (
        <p className="font-normal">
          {rows(outcome.duplicates)} skipped: already on the guest list.
        </p>
      ) : null}
    </FormMessage>
  );
}
