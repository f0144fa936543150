import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every timestamp the app stores is a point in time: `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The random uuid primary key most tables use. */
export const id = uuid('id').primaryKey().defaultRandom();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** An optional reference that outlives its target: deleting that row sets it to null. */
export const refersTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

export const createdAt = timestamptz('created_at').notNull().defaultNow();
export const updatedAt = timestamptz('updated_at')
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());
