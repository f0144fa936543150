import { requestPasswordResetInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface ForgotPasswordFormProps {
  /** Asks for a reset e-mail (the server answers the same whether or not the address exists). */
  requestReset: (email: string) => Promise<void>;
  /** Shown with the success message: the way back to signing in. */
  backToSignIn?: ReactNode;
}

/** One e-mail field; a malformed address and a failure both get the catalogue's reset message. */
export function ForgotPasswordForm({ requestReset, backToSignIn }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const parsed = requestPasswordResetInput.safeParse({ email });
    if (!parsed.success) {
      setError(messages.auth.resetFailed);
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      await requestReset(parsed.data.email);
      setStatus('sent');
    } catch (failure) {
      const server = readServerError(failure);
      setError(server?.code === 'TOO_MANY_REQUESTS' ? server.message : messages.auth.resetFailed);
      setStatus('editing');
    }
  }

  if (status === 'sent') {
    return (
      <div className="space-y-5">
        <FormMessage tone="success">{messages.auth.resetSent}</FormMessage>
        {backToSignIn}
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className={`${buttonStyles.primary} w-full`}
      >
        {sending ? <Spinner /> : null}
        {sending ? 'Sending…' : 'Send Reset Link'}
      </button>
    </form>
  );
}
