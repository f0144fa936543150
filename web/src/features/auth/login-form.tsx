import { loginInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import type { ReactNode } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EmailField } from './email-field.tsx';

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

/** Both fields filled in: the button wakes up. */
const filled = (typed: { email: string; password: string }) =>
  typed.email.trim() !== '' && typed.password !== '';

/** E-mail and password. The button wakes up once both are filled; a failure keeps what was typed. */
export function LoginForm({ login, forgotPasswordLink }: LoginFormProps) {
  const {
    values,
    field,
    failure,
    busy: submitting,
    submit,
  } = useZodForm({
    initial: { email: '', password: '' },
    ready: filled,
    parse: (typed) => {
      const parsed = loginInput.safeParse(typed);
      if (parsed.success) return { ok: true, input: parsed.data };
      const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
      return emailIssue
        ? { ok: false, errors: { email: emailIssue.message } }
        : { ok: false, failure: messages.auth.loginFailed };
    },
    send: login,
    refusal: (error) => ({ failure: loginErrorMessage(error) }),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
        labelAside={forgotPasswordLink}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={submitting} disabled={!filled(values) || submitting}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}
