import type { SavedContact } from '@partyreel/shared/recipients/contact-input';

/** What a person types when looking for a number: digits and the usual punctuation. */
const PHONE_LIKE = /^[\d\-+().\s]+$/;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether `contact` is one the search box asks for: the text anywhere in the name, e-mail or phone
 * (ignoring case), or, for a number, its digits anywhere in the phone's however it was punctuated
 * ('555 0102' finds '+1 (555) 010-2030'). An empty search matches everyone.
 */
export function matchesContact(contact: SavedContact, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  const fields = [contact.name, contact.email ?? '', contact.phone ?? ''];
  if (fields.some((field) => field.toLowerCase().includes(term))) return true;
  const digits = digitsOf(term);
  return (
    PHONE_LIKE.test(term) &&
    digits.length > 0 &&
    contact.phone !== null &&
    digitsOf(contact.phone).includes(digits)
  );
}
