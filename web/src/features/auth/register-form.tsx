import { type RegisterInput, registerInput } from '@partyreel/shared/auth';
import { REGISTRATION_REDIRECT_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { firstErrorByField, firstServerErrors } from '../../lib/field-errors.ts';
import { readServerError } from '../../lib/server-error.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';

type Field = keyof RegisterInput;
type FieldErrors = Partial<Record<string, string>>;

export interface RegisterFormProps {
  /** Creates the account (or converts the anonymous session); rejects when the server refuses. */
  register: (input: RegisterInput) => Promise<void>;
  /** Called REGISTRATION_REDIRECT_MS after the success message appears. */
  onRegistered: () => void;
  /** Under the fields: the terms and privacy links. */
  legalNote?: ReactNode;
}

/** The shared schema's first message per field; an empty password simply "is required". */
function validate(values: RegisterInput): { input?: RegisterInput; errors: FieldErrors } {
  const parsed = registerInput.safeParse(values);
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors = firstErrorByField(parsed.error.issues);
  if (values.password === '') errors.password = messages.auth.passwordRequired;
  return { errors };
}

/** Display name, e-mail and password; on success, the catalogue's message, then onward. */
export function RegisterForm({ register, onRegistered, legalNote }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterInput>({ displayName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'submitting' | 'registered'>('editing');

  const moveOn = useEffectEvent(onRegistered);
  useEffect(() => {
    if (status !== 'registered') return;
    const timer = setTimeout(moveOn, REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const form = event.currentTarget;
    const { input, errors: invalid } = validate(values);
    setFailure(undefined);
    if (!input) {
      showErrorsAndFocus(form, () => setErrors(invalid));
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      await register(input);
      setStatus('registered');
    } catch (error) {
      const server = readServerError(error);
      showErrorsAndFocus(form, () => {
        setErrors(firstServerErrors(server?.fieldErrors ?? {}));
        setFailure(
          server?.code === 'TOO_MANY_REQUESTS' ? server.message : messages.auth.registerFailed,
        );
        setStatus('editing');
      });
    }
  }

  if (status === 'registered') {
    return (
      <FormMessage tone="success">
        <p>{messages.auth.registered}</p>
        <p className="mt-1 font-normal">Taking you to your dashboard…</p>
      </FormMessage>
    );
  }

  const submitting = status === 'submitting';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Display name"
        autoComplete="name"
        placeholder="Alex Party"
        {...field('displayName')}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
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
        {submitting ? 'Creating your account…' : 'Create Account'}
      </button>
      {legalNote}
    </form>
  );
}
