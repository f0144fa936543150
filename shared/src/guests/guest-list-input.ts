import { z } from 'zod';
import { eventIdInput } from '../events/event-id.ts';
import { recipientInput } from '../events/event-input.ts';
import { MAX_GUESTS_PER_EVENT } from '../limits.ts';
import { messages } from '../messages.ts';
import { GUEST_FILTERS } from './guest-list.ts';

/**
 * What guests.list, guests.remove and guests.add accept (docs/product.md, Manage Guests). Apart from
 * guest-list.ts, which the host's pages read at first load without Zod.
 */

/** guests.list: the event's guests, one entry per guest, filtered and searched. */
export const guestListInput = eventIdInput.extend({
  filter: z.enum(GUEST_FILTERS).default('all'),
  /** Matches name, e-mail or phone, case-insensitively (a phone also by its digits alone). */
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});
export type GuestListInput = z.input<typeof guestListInput>;

/** guests.remove: soft removal of the named invitations of the event (foreign ids change nothing). */
export const guestRemoveInput = eventIdInput.extend({
  invitationIds: z.array(z.string().max(100)).min(1).max(MAX_GUESTS_PER_EVENT),
});
export type GuestRemoveInput = z.input<typeof guestRemoveInput>;

/**
 * guests.add: guests added after the event was made (Add Guests); they start 'pending'. Anyone whose
 * e-mail or phone is already a guest's is left out and named in the answer (GuestAddResult).
 */
export const guestAddInput = eventIdInput.extend({
  recipients: z
    .array(recipientInput)
    .min(1, messages.send.noRecipients)
    .max(MAX_GUESTS_PER_EVENT, messages.send.tooManyGuests),
});
export type GuestAddInput = z.input<typeof guestAddInput>;
