import { z } from 'zod';
import { messages } from './messages.ts';

/** Longest e-mail address SMTP allows (RFC 5321); anything longer is refused before it is stored. */
export const EMAIL_MAX_LENGTH = 254;

/** docs/product.md (Limits and validation): the waitlist e-mail must contain '@' and '.'. */
export function looksLikeWaitlistEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length > 0 &&
    email.length <= EMAIL_MAX_LENGTH &&
    email.includes('@') &&
    email.includes('.')
  );
}

export const waitlistJoinInput = z.object(
  {
    email: z
      .string({ error: messages.waitlist.invalidEmail })
      .max(EMAIL_MAX_LENGTH * 4, { error: messages.waitlist.invalidEmail })
      .trim()
      .refine(looksLikeWaitlistEmail, { error: messages.waitlist.invalidEmail })
      .transform((email) => email.toLowerCase()),
  },
  { error: messages.waitlist.invalidEmail },
);

export type WaitlistJoinInput = z.input<typeof waitlistJoinInput>;

export type WaitlistCount = { count: number };
