import { messages } from '@partyreel/shared/messages';
import { type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { checkNewPassword } from './new-password-check.ts';
import { ConfirmPasswordField, NewPasswordField } from './new-password-fields.tsx';

export interface ResetPasswordFormProps {
  /** Sets the new password with the link's token; rejects when the link is no good. */
  resetPassword: (password: string) => Promise<void>;
  /** Shown after success: the way to sign in. */
  signInLink: ReactNode;
  /** Shown when the link is invalid or expired: the way to ask for a new one. */
  newLinkLink: ReactNode;
}

/** New password twice. The server's "invalid link" answer comes with a way to get a new one. */
export function ResetPasswordForm({
  resetPassword,
  signInLink,
  newLinkLink,
}: ResetPasswordFormProps) {
  const [linkInvalid, setLinkInvalid] = useState(false);
  const {
    field,
    failure,
    status,
    submitting: saving,
    submit,
  } = useZodForm({
    initial: { password: '', confirm: '' },
    parse: ({ password, confirm }) => {
      const invalid = checkNewPassword(password, confirm);
      return invalid
        ? { ok: false, errors: { [invalid.field]: invalid.message } }
        : { ok: true, input: password };
    },
    send: resetPassword,
    refusal: (error) => {
      const server = readServerError(error);
      setLinkInvalid(server?.message === messages.auth.resetLinkInvalid);
      return {
        failure:
          server?.code === 'BAD_REQUEST' || server?.code === 'TOO_MANY_REQUESTS'
            ? server.message
            : messages.generic.somethingWentWrong,
      };
    },
  });

  if (status === 'done') {
    return (
      <div className="space-y-5">
        <FormMessage tone="success">{messages.auth.passwordReset}</FormMessage>
        {signInLink}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <NewPasswordField {...field('password')} />
      <ConfirmPasswordField {...field('confirm')} />
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
          {linkInvalid ? <div className="mt-2 font-normal">{newLinkLink}</div> : null}
        </FormMessage>
      ) : null}
      <SubmitButton busy={saving}>{saving ? 'Saving…' : 'Set New Password'}</SubmitButton>
    </form>
  );
}
