import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const waitlist = pgTable(
  'waitlist',
  {
    id,
    /** Lower-cased, so one address is one row whatever case it was typed in. */
    email: text('email').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('waitlist_email_key').on(t.email),
    check('waitlist_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
