import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../events/event-input.ts';
import { MAX_CONTACT_SEARCH_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';

const optional = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), message);

/**
 * contacts.add (docs/product.md, Limits and validation, contact add): a non-empty name; e-mail and
 * phone optional but well formed.
 */
export const contactInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.recipients.contactNameRequired)
    .max(200, messages.recipients.contactNameTooLong),
  email: optional(254, EMAIL_PATTERN, messages.recipients.invalidEmail),
  phone: optional(40, PHONE_PATTERN, messages.recipients.invalidPhone),
});
export type ContactInput = z.input<typeof contactInput>;

export const removeContactInput = z.object({ id: z.string().uuid() });

/**
 * contacts.list: one page (CONTACTS_PAGE_SIZE) from `cursor`, the previous page's `nextCursor`, or
 * from the start when it is absent; only the contacts whose name, e-mail or phone contains
 * `search` (ignoring case; blank: everyone), the same search with each page's cursor.
 */
export const listContactsInput = z
  .object({
    cursor: z.string().max(400).nullish(),
    search: z.string().trim().max(MAX_CONTACT_SEARCH_LENGTH).nullish(),
  })
  .optional();
export type ListContactsInput = z.input<typeof listContactsInput>;

/** A saved contact as contacts.list sends it. */
export interface SavedContact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * One page of contacts.list: the contacts, the cursor of the next page (null at the end), how many
 * the host has in all, and how many of them the search finds (all of them without one).
 */
export interface ContactsPage {
  contacts: SavedContact[];
  nextCursor: string | null;
  total: number;
  matching: number;
}
