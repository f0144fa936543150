import { type ChangePasswordInput, changePasswordInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ConfirmPasswordField, NewPasswordField } from '../auth/new-password-fields.tsx';

type Field = keyof ChangePasswordInput;

export interface ChangePasswordFormProps {
  /** Changes the password; rejects when the server refuses (a wrong current password included). */
  changePassword: (input: ChangePasswordInput) => Promise<void>;
}

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The first problem, in the order a person fixes them: the current password is missing, the new one
 * is too short, the two new ones differ. The shared schema reports them in exactly that order.
 */
export function firstPasswordProblem(
  values: ChangePasswordInput,
): { field: Field; message: string } | undefined {
  const parsed = changePasswordInput.safeParse(values);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] ?? 'currentPassword') as Field;
  return { field, message: issue?.message ?? messages.account.passwordFailed };
}

/** What the server's refusal means to the person: its catalogue text, else the generic failure. */
function changeFailure(error: unknown): { field?: Field; message: string } {
  const server = readServerError(error);
  if (server?.message === messages.account.currentPasswordWrong) {
    return { field: 'currentPassword', message: server.message };
  }
  if (server?.code === 'BAD_REQUEST' || server?.code === 'TOO_MANY_REQUESTS') {
    return { message: server.message };
  }
  return { message: messages.account.passwordFailed };
}

/** Current, new and confirmed password. Only one message at a time, on the field to fix. */
export function ChangePasswordForm({ changePassword }: ChangePasswordFormProps) {
  const [changed, setChanged] = useState(false);
  const form = useZodForm({
    initial: empty,
    parse: (values: ChangePasswordInput) => {
      const invalid = firstPasswordProblem(values);
      return invalid
        ? { ok: false, errors: { [invalid.field]: invalid.message } }
        : { ok: true, input: values };
    },
    send: async (values) => {
      setChanged(false);
      await changePassword(values);
      form.setValues(empty);
      setChanged(true);
    },
    refusal: (error) => {
      const failure = changeFailure(error);
      return failure.field
        ? { errors: { [failure.field]: failure.message } }
        : { failure: failure.message };
    },
    again: true,
    onChange: () => setChanged(false),
  });
  const { failure, submitting: saving, submit } = form;
  const field = (name: Field) => ({ ...form.field(name), type: 'password' });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Current password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordField {...field('newPassword')} />
        <ConfirmPasswordField {...field('confirmPassword')} />
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {changed ? (
        <FormMessage tone="success">{messages.account.passwordChanged}</FormMessage>
      ) : null}
      <SubmitButton busy={saving} width="phone">
        {saving ? 'Changing…' : 'Change Password'}
      </SubmitButton>
    </form>
  );
}
