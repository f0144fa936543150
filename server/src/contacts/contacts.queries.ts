import type { Db } from '@partyreel/db';
import { contacts } from '@partyreel/db/schema';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { and, asc, eq, sql } from 'drizzle-orm';

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
};

/** The user's saved contacts, by name (ignoring case), then in the order they were added. */
export function listContacts(db: Db, scope: { userId: string }): Promise<SavedContact[]> {
  return db
    .select(columns)
    .from(contacts)
    .where(eq(contacts.userId, scope.userId))
    .orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.createdAt), asc(contacts.id));
}

export async function addContact(
  db: Db,
  scope: { userId: string },
  values: Omit<SavedContact, 'id'>,
): Promise<SavedContact> {
  const [row] = await db
    .insert(contacts)
    .values({ userId: scope.userId, ...values })
    .returning(columns);
  if (!row) throw new Error('contact not inserted');
  return row;
}

/** Deletes the user's own contact `contactId`; false when there is no such contact of theirs. */
export async function removeContact(
  db: Db,
  scope: { userId: string; contactId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(contacts)
    .where(and(eq(contacts.id, scope.contactId), eq(contacts.userId, scope.userId)))
    .returning({ id: contacts.id });
  return deleted.length > 0;
}
