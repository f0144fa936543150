import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** A host's saved contacts: they belong to that user alone. */
export const contacts = pgTable(
  'contacts',
  {
    id,
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt,
  },
  (t) => [
    index('contacts_user_id_idx').on(t.userId, t.name),
    // contacts.list's order and its pages' cursor (by name ignoring case, then age, then id).
    index('contacts_user_id_page_idx').on(t.userId, sql`lower(${t.name})`, t.createdAt, t.id),
  ],
);
