import { newPasswordSchema } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';

/**
 * A new password and its confirmation: long enough (the shared rule the server applies) first,
 * then the two the same. Returns the message for the first problem, on the field it belongs to.
 */
export function checkNewPassword(
  password: string,
  confirm: string,
): { field: 'password' | 'confirm'; message: string } | undefined {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) {
    return {
      field: 'password',
      message: parsed.error.issues[0]?.message ?? messages.account.passwordTooShort,
    };
  }
  if (password !== confirm)
    return { field: 'confirm', message: messages.account.passwordsDoNotMatch };
  return undefined;
}
