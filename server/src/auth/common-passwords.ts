import { readFileSync } from 'node:fs';
import { messages } from '@partyreel/shared/messages';
import type { z } from 'zod';

/**
 * The most common passwords (common-passwords.txt, lower-cased). Kept on the server only: the shared
 * schemas check the length, the server adds this list, so browsers never download it.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** True for a password on the list, whatever its case or surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * A refinement for an input schema whose `field` is a new password: a common one is refused as an
 * issue on that field, so the client gets the catalogue's text as the message and as a field error.
 */
export function refuseCommonPassword<K extends string>(field: K) {
  return (value: { [F in K]: string }, ctx: z.RefinementCtx): void => {
    if (isCommonPassword(value[field]))
      ctx.addIssue({ code: 'custom', message: messages.auth.passwordTooCommon, path: [field] });
  };
}
