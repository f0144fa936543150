import { MAX_CONTACT_SEARCH_LENGTH } from '@partyreel/shared/limits';
import { TextField } from '../../ui/text-field.tsx';
import type { ContactSearch } from './use-contact-search.ts';

/** The search box over saved contacts (name, e-mail or phone), on /contacts and in the wizard. */
export function ContactSearchField({ label, search }: { label: string; search: ContactSearch }) {
  return (
    <TextField
      label={label}
      type="search"
      value={search.text}
      onChange={(event) => search.setText(event.target.value)}
      placeholder="Name, email or phone"
      autoComplete="off"
      maxLength={MAX_CONTACT_SEARCH_LENGTH}
    />
  );
}
