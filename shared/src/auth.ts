import { z } from 'zod';
import { EMAIL_SHAPE } from './format/email-shape.ts';
import { DISPLAY_NAME_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.ts';
import { messages } from './messages.ts';
import { EMAIL_MAX_LENGTH } from './waitlist.ts';

/** An address of EMAIL_SHAPE, lower-cased. */
export const emailSchema = z
  .string({ error: messages.auth.emailInvalid })
  .trim()
  .min(1, { error: messages.auth.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: messages.auth.emailInvalid })
  .regex(EMAIL_SHAPE, { error: messages.auth.emailInvalid })
  .transform((email) => email.toLowerCase());

export const displayNameSchema = z
  .string({ error: messages.auth.displayNameRequired })
  .trim()
  .min(1, { error: messages.auth.displayNameRequired })
  .max(DISPLAY_NAME_MAX_LENGTH, { error: messages.auth.displayNameTooLong });

/** A password being chosen: at least MIN_PASSWORD_LENGTH (8) characters, not blank. */
export const newPasswordSchema = z
  .string({ error: messages.auth.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: messages.account.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: messages.auth.passwordTooLong })
  .refine((p) => p.trim().length > 0, { error: messages.auth.passwordRequired });

/** A password being checked: anything non-empty (old accounts may predate a rule). */
const passwordSchema = z
  .string({ error: messages.auth.passwordRequired })
  .min(1, { error: messages.auth.passwordRequired })
  .max(MAX_PASSWORD_LENGTH, { error: messages.auth.loginFailed });

export const registerInput = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

export const loginInput = z.object({ email: emailSchema, password: passwordSchema });

export const requestPasswordResetInput = z.object({ email: emailSchema });

export const tokenSchema = z.string().min(10).max(128);

export const resetPasswordInput = z.object({ token: tokenSchema, password: newPasswordSchema });

export const verifyEmailInput = z.object({ token: tokenSchema });

export const updateProfileInput = z.object({ displayName: displayNameSchema });

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: messages.account.currentPasswordRequired })
      .min(1, { error: messages.account.currentPasswordRequired })
      .max(MAX_PASSWORD_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.account.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type RegisterInput = z.input<typeof registerInput>;
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** What the browser knows about who is signed in. */
export interface Me {
  id: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  createdAt: string;
  hasPassword: boolean;
  providers: string[];
}

/**
 * Uploads a sign-in could not keep: made before signing in (anonymously), they did not fit in the
 * account's storage quota and were deleted (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export interface DroppedUploads {
  count: number;
  bytes: number;
}

/** What signing in or registering answers: who is signed in now, and what was dropped, if any. */
export type SignedIn = Me & { droppedUploads?: DroppedUploads };
