import type { Db } from '@partyreel/db';
import { contacts } from '@partyreel/db/schema';
import { isLowerCaseUuid } from '@partyreel/shared/ids/uuid';
import { CONTACTS_PAGE_SIZE, MAX_CONTACTS } from '@partyreel/shared/limits';
import type { ContactsPage, SavedContact } from '@partyreel/shared/recipients/contact-input';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
};

/** Where a page ends, in the list's order: the name ignoring case, the saving time, the id. */
interface Position {
  name: string;
  /** created_at as PostgreSQL prints it: microseconds, which a JS Date would lose. */
  at: string;
  id: string;
}

/** created_at as PostgreSQL prints a timestamptz ('2026-11-27 03:25:10.123456+00'). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

const encode = (p: Position) =>
  Buffer.from(JSON.stringify([p.name, p.at, p.id])).toString('base64url');

/** The position a cursor names; null when it is not one this server made. */
export function decodeCursor(cursor: string): Position | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [name, at, id] = parsed;
    if (typeof name !== 'string' || typeof at !== 'string' || typeof id !== 'string') return null;
    if (!isLowerCaseUuid(id) || !TIMESTAMP.test(at)) return null;
    // A real instant too (a 13th month would fail the database's cast, not the client).
    const iso = at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
    if (Number.isNaN(Date.parse(iso))) return null;
    return { name, at, id };
  } catch {
    return null;
  }
}

/** What a person types when looking for a number: digits and the usual punctuation. */
const PHONE_LIKE = /^[\d\-+().\s]+$/;

/** `text` for a LIKE pattern, its wildcards (and the escape itself) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The contacts a search finds (the web's search box, docs/product.md): the text anywhere in the
 * name, e-mail or phone, ignoring case; and a number by its digits anywhere in the phone's, however
 * either is punctuated ('555 0102' finds '+1 (555) 010-2030'). Blank: no condition.
 */
function matching(search: string | undefined) {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const like = (column: typeof contacts.name | typeof contacts.email | typeof contacts.phone) =>
    sql`${column} ilike ${pattern} escape '\\'`;
  const digits = text.replace(/\D/g, '');
  return or(
    like(contacts.name),
    like(contacts.email),
    like(contacts.phone),
    PHONE_LIKE.test(text) && digits
      ? sql`regexp_replace(${contacts.phone}, '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/**
 * One page of the user's saved contacts, by name (ignoring case), then in the order they were
 * added: the first, or the one after `after` (keyset: a contact added or deleted meanwhile moves
 * nothing on the other pages), with the cursor of the next page and how many there are in all.
 * With a search, only the contacts it finds, paged the same way, and how many it finds.
 */
export async function listContacts(
  db: Db,
  scope: { userId: string; after: Position | null; search?: string },
): Promise<ContactsPage> {
  const found = matching(scope.search);
  const key = sql`(lower(${contacts.name}), ${contacts.createdAt}, ${contacts.id})`;
  const rows = await db
    .select({
      ...columns,
      // The position as the database sees it (its lower(), its timestamp), never redone in JS.
      sortName: sql<string>`lower(${contacts.name})`,
      at: sql<string>`${contacts.createdAt}::text`,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.userId, scope.userId),
        found,
        scope.after
          ? sql`${key} > (${scope.after.name}, ${scope.after.at}::timestamptz, ${scope.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.createdAt), asc(contacts.id))
    .limit(CONTACTS_PAGE_SIZE + 1);
  const page = rows.slice(0, CONTACTS_PAGE_SIZE);
  const last = page.at(-1);
  const [total] = await db
    .select({
      n: count(),
      matching: found ? sql<number>`(count(*) filter (where ${found}))::int` : count(),
    })
    .from(contacts)
    .where(eq(contacts.userId, scope.userId));
  return {
    contacts: page.map(({ at: _at, sortName: _name, ...contact }) => contact),
    nextCursor:
      rows.length > CONTACTS_PAGE_SIZE && last
        ? encode({ name: last.sortName, at: last.at, id: last.id })
        : null,
    total: total?.n ?? 0,
    matching: total?.matching ?? 0,
  };
}

/**
 * Saves a contact, unless the user already has MAX_CONTACTS: counted under a lock on the user's
 * contacts, so adds racing each other (on any instance) cannot pass the cap together. Null when
 * the cap is reached.
 */
export async function addContact(
  db: Db,
  scope: { userId: string },
  values: Omit<SavedContact, 'id'>,
): Promise<SavedContact | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`contacts:${scope.userId}`}, 0))`,
    );
    const [held] = await tx
      .select({ n: count() })
      .from(contacts)
      .where(eq(contacts.userId, scope.userId));
    if ((held?.n ?? 0) >= MAX_CONTACTS) return null;
    const [row] = await tx
      .insert(contacts)
      .values({ userId: scope.userId, ...values })
      .returning(columns);
    if (!row) throw new Error('contact not inserted');
    return row;
  });
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
