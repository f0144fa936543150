import { z } from 'zod';
import { eventIdInput } from '../events/event-id.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../events/event-input.ts';
import { messages } from '../messages.ts';

/**
 * A field the host may change: left out, it stays as it is; sent empty (or null), it is cleared;
 * otherwise trimmed.
 */
const changed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * guests.updateContact: the host corrects a guest's e-mail (a bounced address, docs/decisions/033)
 * and/or phone and name, under the rules of adding a guest (recipientInput): a name, an e-mail or
 * a phone, each well formed. Fields not sent keep their value; whether the guest is still left
 * with an e-mail or a phone is the server's to check against what it has.
 */
export const guestContactInput = eventIdInput
  .extend({
    invitationId: z.string().max(100),
    name: changed(200, messages.recipients.contactNameTooLong),
    email: changed(254, messages.recipients.invalidEmail),
    phone: changed(40, messages.recipients.invalidPhone),
  })
  .superRefine((input, ctx) => {
    const { name, email, phone } = input;
    if (name === undefined && email === undefined && phone === undefined)
      ctx.addIssue({ code: 'custom', message: messages.recipients.nameAndContactRequired });
    else if (name === null)
      ctx.addIssue({
        code: 'custom',
        message: messages.recipients.nameAndContactRequired,
        path: ['name'],
      });
    else if (email === null && phone === null)
      ctx.addIssue({
        code: 'custom',
        message: messages.recipients.nameAndContactRequired,
        path: ['email'],
      });
    else if (email && !EMAIL_PATTERN.test(email))
      ctx.addIssue({ code: 'custom', message: messages.recipients.invalidEmail, path: ['email'] });
    else if (phone && !PHONE_PATTERN.test(phone))
      ctx.addIssue({ code: 'custom', message: messages.recipients.invalidPhone, path: ['phone'] });
  });
export type GuestContactInput = z.input<typeof guestContactInput>;

/** What guests.updateContact answers: the guest's contact as it is now. */
export interface GuestContactResult {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}
