import { loginInput, registerInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { type FormEvent, useState } from 'react';
import { firstErrorByField } from '../../../lib/field-errors.ts';
import { readServerError } from '../../../lib/server-error.ts';
import { buttonStyles, textLinkStyle } from '../../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export type RegistrationMode = 'signUp' | 'logIn';

export interface RegistrationFormProps {
  signUp: (input: { displayName: string; email: string; password: string }) => Promise<void>;
  logIn: (input: { email: string; password: string }) => Promise<void>;
  /** Called once the account is signed in (its events are the host's now). */
  onDone: () => void;
}

type Errors = Partial<Record<'displayName' | 'email' | 'password', string>>;

/** 'Authentication failed. Please try again.' unless the server said why (SPEC.md §8). */
function authMessage(error: unknown): string {
  return readServerError(error)?.message || messages.auth.wizardFailed;
}

/**
 * The wizard's registration step (SPEC.md §4, §5): sign up (display name, e-mail, password) or log
 * in (e-mail, password); either keeps the events made in this anonymous session. What was typed
 * stays when the mode changes or the server refuses.
 */
export function RegistrationForm({ signUp, logIn, onDone }: RegistrationFormProps) {
  const [mode, setMode] = useState<RegistrationMode>('signUp');
  const [values, setValues] = useState({ displayName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const signingUp = mode === 'signUp';

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function validate(): Errors | null {
    const parsed = signingUp
      ? registerInput.safeParse(values)
      : loginInput.safeParse({ email: values.email, password: values.password });
    if (parsed.success) return null;
    const found = firstErrorByField(parsed.error.issues) as Errors;
    if (values.password === '') found.password = messages.auth.passwordRequired;
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setFailure(undefined);
    const invalid = validate();
    if (invalid) {
      showErrorsAndFocus(form, () => setErrors(invalid));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (signingUp) await signUp(values);
      else await logIn({ email: values.email, password: values.password });
      onDone();
    } catch (error) {
      setFailure(authMessage(error));
      setSubmitting(false);
    }
  }

  function toggle() {
    setMode(signingUp ? 'logIn' : 'signUp');
    setErrors({});
    setFailure(undefined);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <h2 className="font-display font-semibold text-2xl text-ink">
        {signingUp ? 'Create your account' : 'Log in to your account'}
      </h2>
      {signingUp ? (
        <TextField label="Display name" autoComplete="name" {...field('displayName')} />
      ) : null}
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        hint={signingUp ? 'At least 6 characters.' : undefined}
        {...field('password')}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className={`${buttonStyles.primary} w-full`}
      >
        {submitting ? <Spinner /> : null}
        {signingUp ? 'Create Account' : 'Log In'}
      </button>
      <p className="text-center text-ink-soft">
        {signingUp ? 'Already have an account? ' : 'New to PartyReel? '}
        <button type="button" onClick={toggle} className={textLinkStyle}>
          {signingUp ? 'Log in instead' : 'Sign up instead'}
        </button>
      </p>
    </form>
  );
}
