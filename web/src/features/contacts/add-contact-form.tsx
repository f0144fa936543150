import { messages } from '@partyreel/shared/messages';
import {
  type ContactInput,
  contactInput,
  type SavedContact,
} from '@partyreel/shared/recipients/contact-input';
import { type FormEvent, useRef, useState } from 'react';
import { firstErrorByField, firstServerErrors } from '../../lib/field-errors.ts';
import { readServerError } from '../../lib/server-error.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../shell/toast.tsx';

type Field = 'name' | 'email' | 'phone';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const empty: Values = { name: '', email: '', phone: '' };
const fields: readonly Field[] = ['name', 'email', 'phone'];

export interface AddContactFormProps {
  /** Saves the contact; rejects when the server refuses it. */
  addContact: (input: ContactInput) => Promise<SavedContact>;
}

/** Only our three fields' messages, in the form's order. */
function pickFields(errors: Partial<Record<string, string>>): FieldErrors {
  return Object.fromEntries(fields.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));
}

/** What the server's refusal means to the person: the field it refused, or a form-wide message. */
function saveFailure(error: unknown): { fieldErrors: FieldErrors; message?: string } {
  const server = readServerError(error);
  if (server?.code === 'BAD_REQUEST') {
    const fieldErrors = pickFields(firstServerErrors(server.fieldErrors));
    return Object.keys(fieldErrors).length > 0
      ? { fieldErrors }
      : { fieldErrors, message: server.message };
  }
  if (server?.code === 'TOO_MANY_REQUESTS') return { fieldErrors: {}, message: server.message };
  if (server?.code === 'UNAUTHORIZED') {
    return { fieldErrors: {}, message: messages.auth.sessionExpired };
  }
  return { fieldErrors: {}, message: messages.contacts.saveFailed };
}

/**
 * Name (required), Email and Phone (optional, well formed): SPEC.md §5's contact add, checked with
 * the schema the server uses (contactInput) before anything is sent. What was typed stays on any
 * failure; a saved contact empties the form for the next one.
 */
export function AddContactForm({ addContact }: AddContactFormProps) {
  const [values, setValues] = useState<Values>(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const parsed = contactInput.safeParse(values);
    if (!parsed.success) {
      showErrorsAndFocus(form, () => {
        setFieldErrors(pickFields(firstErrorByField(parsed.error.issues)));
        setFailure(undefined);
      });
      return;
    }
    setFieldErrors({});
    setFailure(undefined);
    setSaving(true);
    try {
      await addContact(parsed.data);
    } catch (error) {
      const refused = saveFailure(error);
      showErrorsAndFocus(form, () => {
        setFieldErrors(refused.fieldErrors);
        setFailure(refused.message);
        setSaving(false);
      });
      return;
    }
    setSaving(false);
    setValues(empty);
    toast.success(messages.contacts.saved);
    nameInput.current?.focus();
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField ref={nameInput} label="Name" {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          hint="Optional"
          {...field('email')}
        />
        <TextField label="Phone" type="tel" inputMode="tel" hint="Optional" {...field('phone')} />
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {saving ? <Spinner /> : null}
        {saving ? 'Saving…' : 'Save Contact'}
      </button>
    </form>
  );
}
