import { type RegisterInput, registerInput } from '@partyreel/shared/auth';
import { REGISTRATION_REDIRECT_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { firstServerErrors } from '../../lib/field-errors.ts';
import { readServerError } from '../../lib/server-error.ts';
import { type FormVerdict, schemaVerdict, useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EmailField } from './email-field.tsx';
import { NewPasswordField } from './new-password-fields.tsx';

export interface RegisterFormProps {
  /** Creates the account (or converts the anonymous session); rejects when the server refuses. */
  register: (input: RegisterInput) => Promise<void>;
  /** Called REGISTRATION_REDIRECT_MS after the success message appears. */
  onRegistered: () => void;
  /** Under the fields: the terms and privacy links. */
  legalNote?: ReactNode;
}

/** The shared schema's first message per field; an empty password simply "is required". */
function validate(values: RegisterInput): FormVerdict<RegisterInput, RegisterInput> {
  const verdict = schemaVerdict<RegisterInput, RegisterInput>(registerInput.safeParse(values));
  if (!verdict.ok && values.password === '')
    verdict.errors = { ...verdict.errors, password: messages.auth.passwordRequired };
  return verdict;
}

/** The fields the server refused, and why it said no: too many tries, or the catalogue's failure. */
function refusal(error: unknown) {
  const server = readServerError(error);
  return {
    errors: firstServerErrors(server?.fieldErrors ?? {}),
    failure: server?.code === 'TOO_MANY_REQUESTS' ? server.message : messages.auth.registerFailed,
  };
}

/** Display name, e-mail and password; on success, the catalogue's message, then onward. */
export function RegisterForm({ register, onRegistered, legalNote }: RegisterFormProps) {
  const { field, failure, status, submitting, submit } = useZodForm({
    initial: { displayName: '', email: '', password: '' },
    parse: validate,
    send: register,
    refusal,
  });

  const moveOn = useEffectEvent(onRegistered);
  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(moveOn, REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'done') {
    return (
      <FormMessage tone="success">
        <p>{messages.auth.registered}</p>
        <p className="mt-1 font-normal">Taking you to your dashboard…</p>
      </FormMessage>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Display name"
        autoComplete="name"
        placeholder="Alex Party"
        {...field('displayName')}
      />
      <EmailField {...field('email')} />
      <NewPasswordField label="Password" {...field('password')} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={submitting}>
        {submitting ? 'Creating your account…' : 'Create Account'}
      </SubmitButton>
      {legalNote}
    </form>
  );
}
