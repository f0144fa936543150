import { type ChangePasswordInput, changePasswordInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { type FormEvent, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';

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
  const [values, setValues] = useState<ChangePasswordInput>(empty);
  const [problem, setProblem] = useState<{ field?: Field; message: string }>();
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);

  const field = (name: Field) => ({
    name,
    type: 'password',
    value: values[name],
    error: problem?.field === name ? problem.message : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setChanged(false);
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const invalid = firstPasswordProblem(values);
    if (invalid) {
      showErrorsAndFocus(form, () => setProblem(invalid));
      return;
    }
    setProblem(undefined);
    setChanged(false);
    setSaving(true);
    try {
      await changePassword(values);
      setValues(empty);
      setChanged(true);
    } catch (error) {
      const failure = changeFailure(error);
      showErrorsAndFocus(form, () => setProblem(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Current password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </div>
      {problem && !problem.field ? <FormMessage tone="error">{problem.message}</FormMessage> : null}
      {changed ? (
        <FormMessage tone="success">{messages.account.passwordChanged}</FormMessage>
      ) : null}
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {saving ? <Spinner /> : null}
        {saving ? 'Changing…' : 'Change Password'}
      </button>
    </form>
  );
}
