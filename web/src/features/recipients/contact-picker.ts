/** What the Contact Picker API hands back for each chosen contact (each property a list). */
export interface PickedContact {
  name?: string[];
  email?: string[];
  tel?: string[];
}

interface ContactsManager {
  select(
    properties: ('name' | 'email' | 'tel')[],
    options?: { multiple?: boolean },
  ): Promise<PickedContact[]>;
}

/** The Contact Picker API (Chrome on Android), or null where the browser has none. */
export function contactPicker(): ContactsManager | null {
  const contacts = (navigator as Navigator & { contacts?: Partial<ContactsManager> }).contacts;
  return contacts && typeof contacts.select === 'function' ? (contacts as ContactsManager) : null;
}

/** A picked contact as the guest form would read it: its first name, e-mail and phone. */
export function pickedFields(contact: PickedContact) {
  const first = (values: string[] | undefined) =>
    values?.map((v) => v.trim()).find((v) => v !== '') ?? '';
  return { name: first(contact.name), email: first(contact.email), phone: first(contact.tel) };
}
