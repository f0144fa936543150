import type { SavedContact } from '@partyreel/shared/recipients/contact-input';

const sortKey = (contact: SavedContact) => contact.name.toLowerCase();

/**
 * The list with a newly saved `contact` where contacts.list would put it: by name ignoring case,
 * after the contacts of the same name saved earlier.
 */
export function withContact(list: readonly SavedContact[], contact: SavedContact): SavedContact[] {
  const key = sortKey(contact);
  const at = list.findIndex((other) => sortKey(other) > key);
  const next = [...list];
  next.splice(at === -1 ? next.length : at, 0, contact);
  return next;
}

/** The list without the contact `id`. */
export function withoutContact(list: readonly SavedContact[], id: string): SavedContact[] {
  return list.filter((contact) => contact.id !== id);
}
