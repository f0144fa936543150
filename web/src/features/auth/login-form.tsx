import { loginInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface LoginFormProps {
  /** Signs in (the page then moves on); rejects when the server refuses. */
  login: (input: { email: string; password: string }) => Promise<void>;
  /** Shown beside the password label: the way to /forgot-password. */
  forgotPasswordLink?: ReactNode;
}

/** 'Failed to login.' for a refusal of any kind; only "too many attempts" is worth telling apart. */
function loginErrorMessage(error: unknown): string {
  const server = readServerError(error);
  return server?.code === 'TOO_MANY_REQUESTS' ? server.message : messages.auth.loginFailed;
}

/** E-mail and password. The button wakes up once both are filled; a failure keeps what was typed. */
export function LoginForm({ login, forgotPasswordLink }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const filled = email.trim() !== '' && password !== '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!filled || submitting) return;
    const parsed = loginInput.safeParse({ email, password });
    if (!parsed.success) {
      const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
      showErrorsAndFocus(event.currentTarget, () => {
        setEmailError(emailIssue?.message);
        setError(emailIssue ? undefined : messages.auth.loginFailed);
      });
      return;
    }
    setEmailError(undefined);
    setError(undefined);
    setSubmitting(true);
    try {
      await login(parsed.data);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  }

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
        error={emailError}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        labelAside={forgotPasswordLink}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <button
        type="submit"
        disabled={!filled || submitting}
        aria-busy={submitting}
        className={`${buttonStyles.primary} w-full`}
      >
        {submitting ? <Spinner /> : null}
        {submitting ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}
