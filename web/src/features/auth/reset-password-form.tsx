import { messages } from '@partyreel/shared/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { checkNewPassword } from './new-password-check.ts';

export interface ResetPasswordFormProps {
  /** Sets the new password with the link's token; rejects when the link is no good. */
  resetPassword: (password: string) => Promise<void>;
  /** Shown after success: the way to sign in. */
  signInLink: ReactNode;
  /** Shown when the link is invalid or expired: the way to ask for a new one. */
  newLinkLink: ReactNode;
}

type Problem = { field?: 'password' | 'confirm'; message: string; linkInvalid?: boolean };

/** New password twice. The server's "invalid link" answer comes with a way to get a new one. */
export function ResetPasswordForm({
  resetPassword,
  signInLink,
  newLinkLink,
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const [status, setStatus] = useState<'editing' | 'saving' | 'done'>('editing');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const invalid = checkNewPassword(password, confirm);
    if (invalid) {
      showErrorsAndFocus(event.currentTarget, () => setProblem(invalid));
      return;
    }
    setProblem(undefined);
    setStatus('saving');
    try {
      await resetPassword(password);
      setStatus('done');
    } catch (error) {
      const server = readServerError(error);
      const linkInvalid = server?.message === messages.auth.resetLinkInvalid;
      setProblem({
        message:
          server?.code === 'BAD_REQUEST' || server?.code === 'TOO_MANY_REQUESTS'
            ? server.message
            : messages.generic.somethingWentWrong,
        linkInvalid,
      });
      setStatus('editing');
    }
  }

  if (status === 'done') {
    return (
      <div className="space-y-5">
        <FormMessage tone="success">{messages.auth.passwordReset}</FormMessage>
        {signInLink}
      </div>
    );
  }

  const saving = status === 'saving';
  const fieldError = (field: 'password' | 'confirm') =>
    problem?.field === field ? problem.message : undefined;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError('password')}
      />
      <TextField
        label="Confirm new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={fieldError('confirm')}
      />
      {problem && !problem.field ? (
        <FormMessage tone="error">
          <p>{problem.message}</p>
          {problem.linkInvalid ? <div className="mt-2 font-normal">{newLinkLink}</div> : null}
        </FormMessage>
      ) : null}
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving}
        className={`${buttonStyles.primary} w-full`}
      >
        {saving ? <Spinner /> : null}
        {saving ? 'Saving…' : 'Set New Password'}
      </button>
    </form>
  );
}
