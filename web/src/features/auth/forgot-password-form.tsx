import { requestPasswordResetInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import type { ReactNode } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { EmailField } from './email-field.tsx';

export interface ForgotPasswordFormProps {
  /** Asks for a reset e-mail (the server answers the same whether or not the address exists). */
  requestReset: (email: string) => Promise<void>;
  /** Shown with the success message: the way back to signing in. */
  backToSignIn?: ReactNode;
}

/** One e-mail field; a malformed address and a failure both get the catalogue's reset message. */
export function ForgotPasswordForm({ requestReset, backToSignIn }: ForgotPasswordFormProps) {
  const {
    field,
    failure: error,
    status,
    submitting: sending,
    submit,
  } = useZodForm({
    initial: { email: '' },
    parse: (values) => {
      const parsed = requestPasswordResetInput.safeParse(values);
      return parsed.success
        ? { ok: true, input: parsed.data.email }
        : { ok: false, failure: messages.auth.resetFailed };
    },
    send: requestReset,
    refusal: (failure) => {
      const server = readServerError(failure);
      return {
        failure: server?.code === 'TOO_MANY_REQUESTS' ? server.message : messages.auth.resetFailed,
      };
    },
    // The one message is the form's, under the field: it keeps the focus where it is.
    focusInvalid: false,
  });

  if (status === 'done') {
    return (
      <div className="space-y-5">
        <FormMessage tone="success">{messages.auth.resetSent}</FormMessage>
        {backToSignIn}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EmailField {...field('email')} aria-invalid={error ? true : undefined} />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <SubmitButton busy={sending}>{sending ? 'Sending…' : 'Send Reset Link'}</SubmitButton>
    </form>
  );
}
