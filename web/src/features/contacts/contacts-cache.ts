import type { ContactsPage, SavedContact } from '@partyreel/shared/recipients/contact-input';

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

/**
 * The loaded pages without a search with a newly saved `contact`: in the first page holding a contact after it, or
 * at the end of the last page when every page is loaded. A contact that belongs to a page not yet
 * loaded is left for that page (the server's cursors stay right: they name positions, not counts).
 */
export function pagesWithContact(
  pages: readonly ContactsPage[],
  contact: SavedContact,
): ContactsPage[] {
  const key = sortKey(contact);
  let at = pages.findIndex((page) => page.contacts.some((other) => sortKey(other) > key));
  if (at === -1 && pages.at(-1)?.nextCursor === null) at = pages.length - 1;
  return pages.map((page, i) => ({
    ...page,
    contacts: i === at ? withContact(page.contacts, contact) : page.contacts,
    total: page.total + 1,
    // These are the pages without a search, which every contact matches.
    matching: page.matching + 1,
  }));
}

/** The loaded pages (of a search or not) without the contact `id`. */
export function pagesWithoutContact(pages: readonly ContactsPage[], id: string): ContactsPage[] {
  const held = pages.some((page) => page.contacts.some((contact) => contact.id === id));
  return pages.map((page) => ({
    ...page,
    contacts: withoutContact(page.contacts, id),
    total: held ? Math.max(0, page.total - 1) : page.total,
    matching: held ? Math.max(0, page.matching - 1) : page.matching,
  }));
}
